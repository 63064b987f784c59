/**
 * Adding members (issue 26 item 1): search the school's members and add one, or send a CSV whose rows each
 * succeed or fail alone — the summary and every failed row (line, account, why) are shown; sending the same file
 * again adds nobody twice.
 */
import type { CandidateList, MemberAddResult } from '@portico/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorMessageKey, errorText } from '@/lib/api-errors.ts';
import type { ErrorCode } from '@portico/contracts/errors';
import { addMemberCsv, addMembers, searchCandidates } from '../api/classes.ts';
import styles from './teaching-center.module.css';

interface MemberAdderProps {
  schoolId: string;
  classId: string;
  onChanged: () => void;
}

export function MemberAdder({ schoolId, classId, onChanged }: MemberAdderProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<CandidateList['records'] | null>(null);
  const [result, setResult] = useState<MemberAddResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<MemberAddResult>) => {
    setError(null);
    try {
      setResult(await work());
      onChanged();
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };
  const search = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setFound((await searchCandidates(schoolId, keyword.trim())).records);
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await run(async () => addMemberCsv(schoolId, classId, await file.text()));
  };
  const rowError = (code: string | null) => {
    const key = errorMessageKey(code as ErrorCode | null);
    return key ? t(key) : t('errors.generic');
  };
  const failed = result?.rows.filter((row) => row.status === 'failed') ?? [];

  return (
    <div className={styles.section}>
      <form className={styles.form} onSubmit={search} role="search" aria-label={t('classes.members.search')}>
        <TextField
          label={t('classes.members.search')}
          hint={t('classes.members.searchHint')}
          value={keyword}
          maxLength={50}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary}>
            {t('classes.members.find')}
          </button>
        </div>
        {found && found.length === 0 ? <p className={styles.muted}>{t('classes.members.noMatch')}</p> : null}
        {found && found.length > 0 ? (
          <ul className={styles.list}>
            {found.map((person) => (
              <li key={person.userId} className={styles.row}>
                <span>
                  {person.name} <span className={styles.muted}>{person.account}</span>
                </span>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => void run(() => addMembers(schoolId, classId, [person.userId]))}
                >
                  {t('classes.members.add', { name: person.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </form>
      <div className={styles.form}>
        <label className={styles.subheading} htmlFor={`csv-${classId}`}>
          {t('classes.members.csv')}
        </label>
        <p id={`csv-hint-${classId}`} className={styles.muted}>
          {t('classes.members.csvHint')}
        </p>
        <input
          id={`csv-${classId}`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`csv-hint-${classId}`}
          onChange={(event) => void upload(event)}
        />
      </div>
      <div aria-live="polite">
        {result ? (
          <p className={styles.status} role="status">
            {t('classes.members.result', {
              added: result.added,
              unchanged: result.unchanged,
              failed: result.failed,
            })}
          </p>
        ) : null}
        {failed.length > 0 ? (
          <ul className={styles.rowErrors}>
            {failed.map((row) => (
              <li key={`${row.row}-${row.account}`}>
                {t('classes.members.rowError', {
                  row: row.row,
                  account: row.account,
                  error: rowError(row.errorCode),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
