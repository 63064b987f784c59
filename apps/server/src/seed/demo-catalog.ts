/** Demo Academy's course catalogue: a mix of free, priced, discounted and member-only, Chinese and English. */
import { COUNT_PLUS_THRESHOLD } from '@portico/core';
import type { CategorySpec, CourseSpec } from './school-kit.ts';

export const DEMO_CATEGORIES: CategorySpec[] = [
  [
    '信息技术',
    [
      ['编程开发', [['Python'], ['JavaScript'], ['Go']]],
      ['数据科学', [['机器学习'], ['数据分析']]],
      ['Cloud Computing', [['Kubernetes'], ['Serverless']]],
    ],
  ],
  [
    'Business & Management',
    [
      ['Leadership', [['Team building'], ['Coaching']]],
      ['财务管理', [['会计基础'], ['预算管理']]],
    ],
  ],
  [
    '语言与文化',
    [
      ['English', [['Business English'], ['IELTS']]],
      ['中文', [['汉语写作'], ['古诗词']]],
    ],
  ],
  [
    '职业技能',
    [
      ['Design', [['UI Design'], ['Photography']]],
      ['办公效率', [['Excel'], ['PPT']]],
    ],
  ],
];

const TITLES: Array<[string, string]> = [
  ['Python 编程入门', '从零开始学习 Python 语法、数据结构与常用库。'],
  ['Modern JavaScript in Practice', 'ES2023 features, modules, async patterns and tooling.'],
  ['Go 语言并发编程', '理解 goroutine、channel 与并发模式。'],
  ['机器学习基础', '监督学习、无监督学习与模型评估。'],
  ['Data Analysis with Pandas', 'Cleaning, reshaping and visualising real data sets.'],
  ['Kubernetes 实战', '部署、扩缩容与服务治理。'],
  ['Serverless Architecture', 'Designing event-driven systems on managed platforms.'],
  ['团队建设与激励', '打造高绩效团队的方法与案例。'],
  ['Coaching Skills for Managers', 'Feedback, questioning and growth conversations.'],
  ['会计基础知识', '会计要素、记账方法与财务报表。'],
  ['预算管理实务', '企业预算编制、执行与分析。'],
  ['Business English Writing', 'Emails, reports and proposals that get read.'],
  ['IELTS Preparation', 'Listening, reading, writing and speaking strategies.'],
  ['汉语写作提升', '结构、修辞与表达训练。'],
  ['古诗词鉴赏', '唐诗宋词名篇赏析。'],
  ['UI Design Fundamentals', 'Layout, typography, colour and components.'],
  ['Photography Basics', 'Exposure, composition and light.'],
  ['Excel 高效办公', '函数、数据透视表与图表。'],
  ['PPT 设计与演示', '逻辑结构、视觉设计与演讲技巧。'],
  ['人工智能导论', '人工智能的发展、方法与应用。'],
  ['Deep Learning with PyTorch', 'Tensors, autograd, CNNs and transformers.'],
  ['数据库设计与 SQL', '关系模型、范式与查询优化。'],
  ['Web Security Essentials', 'OWASP Top 10 and secure coding habits.'],
  ['云原生应用开发', '容器化、微服务与持续交付。'],
  ['Project Management Professional', 'Scope, schedule, cost, quality and risk.'],
  ['沟通与表达', '高效沟通的原则与技巧。'],
  ['Negotiation Strategies', 'Preparing, anchoring and closing deals.'],
  ['财务报表分析', '读懂资产负债表、利润表与现金流量表。'],
  ['English Pronunciation', 'Sounds, stress and intonation for clear speech.'],
  ['日语入门', '五十音图与基础会话。'],
  ['Design Thinking Workshop', 'Empathise, define, ideate, prototype, test.'],
  ['短视频拍摄与剪辑', '手机拍摄、剪辑与发布。'],
  ['Time Management', 'Prioritising, planning and focus.'],
  ['Linux 系统管理', '命令行、权限、进程与服务。'],
  ['Git for Teams', 'Branching, reviews and release workflows.'],
  ['数据可视化', '图表选择与可视化叙事。'],
  ['Statistics for Everyone', 'Distributions, inference and common pitfalls.'],
  ['创新思维训练', '发散思维与问题解决方法。'],
  ['Public Speaking', 'Structure, delivery and handling nerves.'],
  ['职场礼仪', '商务场合的礼仪规范。'],
  ['Excel Power Query', 'Importing and transforming data without formulas.'],
  ['信息安全意识', '识别钓鱼邮件与保护个人信息。'],
  ['Agile Scrum Basics', 'Roles, events and artefacts of Scrum.'],
  ['Draft: unpublished course', 'Never shown: status 0.'],
];

const LECTURERS = ['王老师', 'Dr. Emily Chen', '李教授', 'Mark Johnson', '张老师', 'Sofia Martins'];
const DEPARTMENTS = ['技术学院', 'Business School', '语言中心', 'Design Lab'];

/** Deterministic variety: position decides price model, counts and cover. */
export const DEMO_COURSES: CourseSpec[] = TITLES.map(([name, description], index) => {
  const model = index % 4; // 0 free · 1 priced · 2 discounted · 3 member-only
  const price = model === 0 ? 0 : model === 2 ? 199 : 49 + (index % 5) * 10;
  return {
    name,
    description,
    lecturer: LECTURERS[index % LECTURERS.length],
    dept: DEPARTMENTS[index % DEPARTMENTS.length],
    price,
    actualPrice: model === 2 ? 99 : price,
    member: model === 3,
    // The first course shows the "999.9w+" count format (at or above 9 998 950).
    views: index === 0 ? 12_345_678 : 1000 + ((index * 7919) % 90_000),
    purchases: index === 0 ? COUNT_PLUS_THRESHOLD : (index * 131) % 5000,
    cover: index % 3 === 2 ? null : `/assets/demo/course-${(index % 8) + 1}.svg`,
    applicationType: index % 10 === 9 ? 'application' : 'course',
    status: name.startsWith('Draft') ? 0 : 1,
  };
});
