import type { AnswerKeyWire, AnswerValueWire } from '@portico/contracts';
import type { TFn } from '@/i18n/keys.ts';

/** A learner's answer in words: choice letters, true/false, the blanks in order, or the essay's text. */
export function answerText(answer: AnswerValueWire | null, t: TFn): string {
  if (!answer) return t('exam.review.noAnswer');
  switch (answer.kind) {
    case 'single':
      return answer.choice;
    case 'multiple':
      return answer.choices.length > 0 ? answer.choices.join(', ') : t('exam.review.noAnswer');
    case 'truefalse':
      return t(answer.value ? 'exam.answer.true' : 'exam.answer.false');
    case 'blank':
      return answer.blanks.map((text, index) => `${index + 1}. ${text || '—'}`).join('; ');
    case 'essay':
      return answer.text || t('exam.review.noAnswer');
  }
}

/** The correct answer in words (accepted spellings of a blank separated by " / "); null for essays. */
export function keyText(key: AnswerKeyWire, t: TFn): string | null {
  switch (key.kind) {
    case 'single':
      return key.choice;
    case 'multiple':
      return key.choices.join(', ');
    case 'truefalse':
      return t(key.value ? 'exam.answer.true' : 'exam.answer.false');
    case 'blank':
      return key.blanks.map((accepted, index) => `${index + 1}. ${accepted.join(' / ')}`).join('; ');
    case 'essay':
      return null;
  }
}
