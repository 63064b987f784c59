/**
 * Demo exercises and exams (issue 24, seed version 13): Demo Academy's question bank — 20 questions of every kind
 * in three categories — two published exams (a 20-minute Python check reviewed at once, a data and study exam
 * reviewed after it closes, with an essay to grade) and an optional course resource of kind `exam` in the
 * learner's machine-learning course that completes when the Python check is passed.
 *
 * Questions have one text per version (the bank is not per locale), so each demo text carries English and
 * Chinese together ("English · 中文"); the blanks accept both spellings.
 */
import type { AnswerKey } from '@portico/core';
import { stableId } from '../db/ids.ts';
import { demoAcademyRows } from './demo-academy.ts';
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';
import { SEED_EPOCH, iso } from './school-kit.ts';

const PREFIX = { question: 85, version: 86, exam: 87, resource: 88 } as const;
const SCHOOL = DEMO_IDS.demoAcademy;
export const DEMO_EXAM_IDS = { pythonCheck: stableId(PREFIX.exam, 1), dataFinal: stableId(PREFIX.exam, 2) };

interface DemoQuestion {
  category: string;
  difficulty: number;
  stem: string;
  options?: string[];
  key: AnswerKey;
  explanation: string;
  points: number;
}

const PY = 'Python';
const DATA = 'Data · 数据';
const STUDY = 'Study · 学习';

const QUESTIONS: DemoQuestion[] = [
  {
    category: PY,
    difficulty: 1,
    stem: '<p>What does <code>len("abc")</code> return? · <code>len("abc")</code> 返回什么？</p>',
    options: ['2', '3', '"abc"', 'An error · 报错'],
    key: { kind: 'single', choice: 'B' },
    explanation: '<p>len counts the characters: 3. · len 统计字符数：3。</p>',
    points: 2,
  },
  {
    category: PY,
    difficulty: 1,
    stem: '<p>Which of these are mutable? · 以下哪些是可变类型？</p>',
    options: ['list', 'tuple', 'dict', 'str'],
    key: { kind: 'multiple', choices: ['A', 'C'], partialCredit: 'proportional' },
    explanation:
      '<p>Lists and dicts can change in place; tuples and strings cannot. · 列表和字典可变，元组和字符串不可变。</p>',
    points: 2,
  },
  {
    category: PY,
    difficulty: 1,
    stem: '<p>Python indentation is significant. · Python 的缩进具有语法意义。</p>',
    key: { kind: 'truefalse', value: true },
    explanation: '<p>Blocks are defined by indentation. · 代码块由缩进决定。</p>',
    points: 1,
  },
  {
    category: PY,
    difficulty: 2,
    stem: '<p>The keyword that defines a function is ___. · 定义函数的关键字是 ___。</p>',
    key: { kind: 'blank', blanks: [['def']], caseSensitive: true },
    explanation: '<p><code>def name(args):</code></p>',
    points: 2,
  },
  {
    category: PY,
    difficulty: 2,
    stem: '<p>What is <code>2 ** 3</code>? · <code>2 ** 3</code> 的值是？</p>',
    options: ['6', '8', '9', '23'],
    key: { kind: 'single', choice: 'B' },
    explanation: '<p>** is exponentiation: 2³ = 8. · ** 是乘方。</p>',
    points: 1,
  },
  {
    category: PY,
    difficulty: 2,
    stem: '<p><code>range(3)</code> yields 1, 2, 3. · <code>range(3)</code> 产生 1、2、3。</p>',
    key: { kind: 'truefalse', value: false },
    explanation: '<p>It yields 0, 1, 2. · 产生 0、1、2。</p>',
    points: 1,
  },
  {
    category: PY,
    difficulty: 3,
    stem: '<p>Which statements handle exceptions? · 哪些语句用于处理异常？</p>',
    options: ['try', 'except', 'catch', 'finally', 'rescue'],
    key: { kind: 'multiple', choices: ['A', 'B', 'D'], partialCredit: 'all_or_nothing' },
    explanation:
      '<p>try / except / finally; catch and rescue are other languages. · catch、rescue 属于其他语言。</p>',
    points: 3,
  },
  {
    category: DATA,
    difficulty: 1,
    stem: '<p>The pandas structure for a table is the ___. · pandas 中表示表格的结构是 ___。</p>',
    key: { kind: 'blank', blanks: [['DataFrame', 'data frame']], caseSensitive: false },
    explanation: '<p>A DataFrame holds columns of equal length. · DataFrame 由等长的列组成。</p>',
    points: 2,
  },
  {
    category: DATA,
    difficulty: 1,
    stem: '<p>Which measure is least affected by outliers? · 哪个统计量受极端值影响最小？</p>',
    options: ['Mean · 均值', 'Median · 中位数', 'Range · 极差', 'Sum · 总和'],
    key: { kind: 'single', choice: 'B' },
    explanation: '<p>The median depends only on the middle values. · 中位数只取决于中间的值。</p>',
    points: 2,
  },
  {
    category: DATA,
    difficulty: 2,
    stem: '<p>Correlation implies causation. · 相关即意味着因果。</p>',
    key: { kind: 'truefalse', value: false },
    explanation: '<p>A third factor can drive both. · 可能存在第三个因素。</p>',
    points: 1,
  },
  {
    category: DATA,
    difficulty: 2,
    stem: '<p>Which charts suit a trend over time? · 哪些图适合展示随时间的趋势？</p>',
    options: ['Line chart · 折线图', 'Pie chart · 饼图', 'Area chart · 面积图', 'Word cloud · 词云'],
    key: { kind: 'multiple', choices: ['A', 'C'], partialCredit: 'proportional' },
    explanation: '<p>Lines and areas show change along an axis. · 折线与面积沿时间轴展示变化。</p>',
    points: 2,
  },
  {
    category: DATA,
    difficulty: 2,
    stem: '<p>The mean of 2, 4 and 6 is ___. · 2、4、6 的平均数是 ___。</p>',
    key: { kind: 'blank', blanks: [['4', '4.0', '四']], caseSensitive: false },
    explanation: '<p>(2 + 4 + 6) / 3 = 4</p>',
    points: 1,
  },
  {
    category: DATA,
    difficulty: 3,
    stem: '<p>A model that fits training data well but new data badly is… · 训练集好、新数据差的模型是……</p>',
    options: ['Underfitting · 欠拟合', 'Overfitting · 过拟合', 'Regularised · 正则化', 'Balanced · 平衡'],
    key: { kind: 'single', choice: 'B' },
    explanation: '<p>It learned the noise of the training set. · 它学到了训练集的噪声。</p>',
    points: 2,
  },
  {
    category: DATA,
    difficulty: 4,
    stem: '<p>Describe one way to check a dataset for missing values, and what you would do about them. · 请说明检查缺失值的一种方法及处理方式。</p>',
    key: { kind: 'essay' },
    explanation:
      '<p>E.g. <code>df.isna().sum()</code>; drop, fill or model them, and say why. · 例如 isna()；删除、填充或建模，并说明理由。</p>',
    points: 5,
  },
  {
    category: STUDY,
    difficulty: 1,
    stem: '<p>Spaced repetition beats cramming for long-term memory. · 间隔重复比突击记忆更利于长期记忆。</p>',
    key: { kind: 'truefalse', value: true },
    explanation: '<p>Reviews spread over days strengthen recall. · 分散复习能巩固记忆。</p>',
    points: 1,
  },
  {
    category: STUDY,
    difficulty: 1,
    stem: '<p>Which habits help focus? · 哪些习惯有助于专注？</p>',
    options: [
      'Short breaks · 短暂休息',
      'Phone notifications on · 开着手机通知',
      'A clear goal · 明确目标',
      'Multitasking · 多任务',
    ],
    key: { kind: 'multiple', choices: ['A', 'C'], partialCredit: 'proportional' },
    explanation: '<p>Breaks and goals help; interruptions do not. · 休息和目标有帮助，打断则不然。</p>',
    points: 2,
  },
  {
    category: STUDY,
    difficulty: 2,
    stem: '<p>Explaining a topic in simple words to find gaps is the ___ technique. · 用简单语言讲解以发现漏洞的方法叫 ___ 学习法。</p>',
    key: { kind: 'blank', blanks: [['Feynman', '费曼']], caseSensitive: false },
    explanation: '<p>Named after Richard Feynman. · 以费曼命名。</p>',
    points: 2,
  },
  {
    category: STUDY,
    difficulty: 2,
    stem: '<p>The best time to review new material is… · 复习新知识的最佳时机是……</p>',
    options: [
      'Never · 从不',
      'Soon after, then at growing intervals · 学后不久并逐渐拉长间隔',
      'Only before the exam · 只在考前',
    ],
    key: { kind: 'single', choice: 'B' },
    explanation: '<p>Growing intervals: the spacing effect. · 间隔效应。</p>',
    points: 1,
  },
  {
    category: STUDY,
    difficulty: 3,
    stem: '<p>Testing yourself is a way to learn, not only to measure. · 自测本身就是学习方式，而不只是测量。</p>',
    key: { kind: 'truefalse', value: true },
    explanation: '<p>Retrieval practice strengthens memory. · 提取练习能增强记忆。</p>',
    points: 1,
  },
  {
    category: STUDY,
    difficulty: 3,
    stem: '<p>Write a short study plan for next week. · 请为下周写一份简短的学习计划。</p>',
    key: { kind: 'essay' },
    explanation: '<p>Goals, time slots and a review day. · 目标、时间安排与复习日。</p>',
    points: 5,
  },
];

const KEYS = 'ABCDEFGHIJ';

export function demoExamRows(chapterOf: (courseId: string) => string | undefined): SeedRows {
  const createdAt = iso(SEED_EPOCH);
  const rows: Required<
    Pick<SeedRows, 'exam_questions' | 'exam_question_versions' | 'exams' | 'course_resources'>
  > = { exam_questions: [], exam_question_versions: [], exams: [], course_resources: [] };
  const idsOf = (category: string) =>
    QUESTIONS.flatMap((question, index) =>
      question.category === category ? [stableId(PREFIX.question, index + 1)] : [],
    );
  QUESTIONS.forEach((question, index) => {
    const id = stableId(PREFIX.question, index + 1);
    rows.exam_questions.push({
      id,
      school_id: SCHOOL,
      kind: question.key.kind,
      category: question.category,
      difficulty: question.difficulty,
      current_version: 1,
      status: 1,
      created_by: DEMO_IDS.teacher,
      created_at: createdAt,
      updated_at: createdAt,
    });
    rows.exam_question_versions.push({
      id: stableId(PREFIX.version, index + 1),
      school_id: SCHOOL,
      question_id: id,
      version: 1,
      stem: question.stem,
      options: JSON.stringify((question.options ?? []).map((text, at) => ({ key: KEYS[at], text }))),
      answer_key: JSON.stringify(question.key),
      explanation: question.explanation,
      points_x100: question.points * 100,
      created_by: DEMO_IDS.teacher,
      created_at: createdAt,
    });
  });
  const exam = {
    school_id: SCHOOL,
    created_by: DEMO_IDS.teacher,
    created_at: createdAt,
    updated_at: createdAt,
  };
  rows.exams.push(
    {
      ...exam,
      id: DEMO_EXAM_IDS.pythonCheck,
      title: 'Python quick check · Python 小测验',
      description:
        '<p>Seven questions, 20 minutes; answers shown right after you submit. · 七道题，20 分钟，交卷后即可查看答案。</p>',
      opens_at: null,
      closes_at: null,
      time_limit_s: 20 * 60,
      attempts_allowed: 3,
      pass_mark: 60,
      draw: JSON.stringify({ mode: 'fixed', questionIds: idsOf(PY) }),
      shuffle: 1,
      review_policy: 'immediately',
      published: 1,
    },
    {
      ...exam,
      id: DEMO_EXAM_IDS.dataFinal,
      title: 'Data and study skills exam · 数据与学习方法考试',
      description:
        '<p>Five data and three study questions drawn at random, essays are graded by a lecturer; answers after the exam closes. · 随机抽题，问答题由讲师批阅；考试结束后公布答案。</p>',
      opens_at: null,
      closes_at: '2030-12-31T15:59:59.000Z',
      time_limit_s: 45 * 60,
      attempts_allowed: 1,
      pass_mark: 60,
      draw: JSON.stringify({
        mode: 'random',
        rules: [
          { category: DATA, count: 5 },
          { category: STUDY, count: 3 },
        ],
      }),
      shuffle: 1,
      review_policy: 'after_close',
      published: 1,
    },
  );
  const course = (demoAcademyRows().courses ?? []).find((row) => row.name === '机器学习基础');
  const chapterId = course && chapterOf(course.id);
  if (course && chapterId) {
    rows.course_resources.push({
      id: stableId(PREFIX.resource, 1),
      school_id: SCHOOL,
      course_id: course.id,
      chapter_id: chapterId,
      kind: 'exam',
      title: 'Chapter quiz: Python quick check · 章节测验',
      sort: 99,
      // Optional: the demo enrolments' stored progress counts the five required resources of the standard outline.
      required: 0,
      status: 1,
      exam_id: DEMO_EXAM_IDS.pythonCheck,
      created_at: createdAt,
    });
  }
  return rows;
}
