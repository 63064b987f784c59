/**
 * Issue 23 item 8 (seed version 12): the demo learner's position tasks (user-panel.ts) in English and Arabic — their
 * titles and positions — as content_translations rows, so the learning center's task list and the AI page of an
 * en_US or ar_SA page show no Chinese seed text.
 */
import type { SeedRows } from './rows.ts';

type Row = NonNullable<SeedRows['content_translations']>[number];

/** Seed text → [English, Arabic]. */
const TEXTS: Record<string, [string, string]> = {
  'Python 基础必修': ['Python basics (required)', 'أساسيات بايثون (إلزامي)'],
  'Finish "Data Analysis with Pandas"': [
    'Finish "Data Analysis with Pandas"',
    'أكمل دورة «تحليل البيانات باستخدام Pandas»',
  ],
  信息安全意识培训: ['Information security awareness training', 'تدريب التوعية بأمن المعلومات'],
  'Data analyst': ['Data analyst', 'محلّل بيانات'],
  'All staff': ['All staff', 'جميع الموظفين'],
};

export function demoTaskTexts(rows: SeedRows): Row[] {
  return (rows.position_tasks ?? []).flatMap((task) =>
    (['title', 'position'] as const).flatMap((field) => {
      const texts = TEXTS[task[field]];
      if (!texts) return [];
      const base = { school_id: task.school_id, entity: 'position_task', entity_id: task.id, field };
      return [
        { ...base, lang: 'en_US', value: texts[0] },
        { ...base, lang: 'ar_SA', value: texts[1] },
      ];
    }),
  );
}

/** Issue 27 (seed version 23): the demo exams' titles in English and Arabic (the composed home's exam row). */
const EXAM_TITLES: Record<string, [string, string]> = {
  'Python quick check · Python 小测验': ['Python quick check', 'اختبار بايثون السريع'],
  'Data and study skills exam · 数据与学习方法考试': [
    'Data and study skills exam',
    'اختبار البيانات ومهارات الدراسة',
  ],
};

export function demoExamTexts(rows: SeedRows): Row[] {
  return (rows.exams ?? []).flatMap((exam) => {
    const texts = EXAM_TITLES[exam.title];
    if (!texts) return [];
    const base = { school_id: exam.school_id, entity: 'exam', entity_id: exam.id, field: 'title' };
    return [
      { ...base, lang: 'en_US', value: texts[0] },
      { ...base, lang: 'ar_SA', value: texts[1] },
    ];
  });
}
