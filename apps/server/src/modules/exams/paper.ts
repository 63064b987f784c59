/** An attempt's paper as stored (JSON in exam_attempts.paper) and as the learner sees it (issue 24). */
import {
  blankCountOf,
  type AnswerKey,
  type AnswerShape,
  type AnswerValue,
  type QuestionOption,
} from '@portico/core';
import type { PaperQuestion } from '@portico/contracts';
import type { VersionRow } from './queries.ts';

export interface PaperEntry {
  questionId: string;
  versionId: string;
  /** Option keys in this attempt's order. */
  optionOrder: string[];
}

export const parseJson = <T>(text: string): T => JSON.parse(text) as T;
export const pointsOf = (x100: number) => x100 / 100;

export const parsePaper = (text: string) => parseJson<PaperEntry[]>(text);
export const keyOf = (version: { answer_key: string }) => parseJson<AnswerKey>(version.answer_key);
export const optionsOf = (version: { options: string }) => parseJson<QuestionOption[]>(version.options);
export const answerOf = (row: { answer: string }) => parseJson<AnswerValue>(row.answer);

/** One paper question with its version (positions are 1-based). */
export interface PaperItem {
  position: number;
  entry: PaperEntry;
  version: VersionRow;
}

export function paperItems(paper: PaperEntry[], versions: readonly VersionRow[]): PaperItem[] {
  const byId = new Map(versions.map((version) => [version.id, version]));
  return paper.flatMap((entry, index) => {
    const version = byId.get(entry.versionId);
    return version ? [{ position: index + 1, entry, version }] : [];
  });
}

export function shapeOf(item: PaperItem): AnswerShape {
  const key = keyOf(item.version);
  return {
    kind: key.kind,
    optionKeys: optionsOf(item.version).map((option) => option.key),
    blankCount: blankCountOf(key),
  };
}

/** The question as the paper shows it: options in the attempt's order, no key, no explanation. */
export function presentPaperQuestion(item: PaperItem): PaperQuestion {
  const key = keyOf(item.version);
  const options = optionsOf(item.version);
  const ordered = item.entry.optionOrder.flatMap((optionKey) =>
    options.filter((option) => option.key === optionKey),
  );
  return {
    position: item.position,
    kind: key.kind,
    stem: item.version.stem,
    options: ordered,
    points: pointsOf(item.version.points_x100),
    partialCredit: key.kind === 'multiple' ? key.partialCredit : null,
    blankCount: blankCountOf(key),
  };
}
