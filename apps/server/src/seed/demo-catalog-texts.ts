/**
 * Issue 23 item 8: the demo catalogue in English and Arabic — every demo school's categories, courses (name,
 * description, lecturer, department) and Demo Academy's description — as content_translations rows, so an en_US
 * or ar_SA page shows no Chinese seed text. The rows keep their own (Chinese or English) text: Chinese pages and
 * every other language fall back to it.
 */
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';

type Row = NonNullable<SeedRows['content_translations']>[number];

/** Seed text → [English, Arabic]. English seed texts name themselves in English. */
const TEXTS: Record<string, [string, string]> = {
  // ——— categories ———
  信息技术: ['Information technology', 'تقنية المعلومات'],
  编程开发: ['Programming', 'البرمجة'],
  Python: ['Python', 'بايثون'],
  JavaScript: ['JavaScript', 'جافاسكربت'],
  Go: ['Go', 'لغة Go'],
  数据科学: ['Data science', 'علم البيانات'],
  机器学习: ['Machine learning', 'تعلّم الآلة'],
  数据分析: ['Data analysis', 'تحليل البيانات'],
  'Cloud Computing': ['Cloud Computing', 'الحوسبة السحابية'],
  Kubernetes: ['Kubernetes', 'كوبيرنيتس'],
  Serverless: ['Serverless', 'الحوسبة بلا خوادم'],
  'Business & Management': ['Business & Management', 'الأعمال والإدارة'],
  Leadership: ['Leadership', 'القيادة'],
  'Team building': ['Team building', 'بناء الفرق'],
  Coaching: ['Coaching', 'التوجيه والإرشاد'],
  财务管理: ['Financial management', 'الإدارة المالية'],
  会计基础: ['Accounting basics', 'أساسيات المحاسبة'],
  预算管理: ['Budgeting', 'إدارة الميزانية'],
  语言与文化: ['Language & culture', 'اللغة والثقافة'],
  English: ['English', 'اللغة الإنجليزية'],
  'Business English': ['Business English', 'الإنجليزية للأعمال'],
  IELTS: ['IELTS', 'آيلتس'],
  中文: ['Chinese', 'اللغة الصينية'],
  汉语写作: ['Chinese writing', 'الكتابة بالصينية'],
  古诗词: ['Classical Chinese poetry', 'الشعر الصيني الكلاسيكي'],
  职业技能: ['Career skills', 'المهارات المهنية'],
  Design: ['Design', 'التصميم'],
  'UI Design': ['UI Design', 'تصميم الواجهات'],
  Photography: ['Photography', 'التصوير الفوتوغرافي'],
  办公效率: ['Office productivity', 'الإنتاجية المكتبية'],
  Excel: ['Excel', 'إكسل'],
  PPT: ['PowerPoint', 'باوربوينت'],
  分院课程: ['Branch courses', 'دورات الفرع'],
  基础: ['Basics', 'الأساسيات'],
  入门: ['Getting started', 'البداية'],
  'Branch courses': ['Branch courses', 'دورات الفرع'],
  Basics: ['Basics', 'الأساسيات'],
  Starter: ['Starter', 'للمبتدئين'],
  内部培训: ['Internal training', 'التدريب الداخلي'],
  新员工: ['New staff', 'الموظفون الجدد'],
  入职: ['Onboarding', 'التهيئة الوظيفية'],
  社区话题: ['Community topics', 'مواضيع المجتمع'],
  技术讨论: ['Tech talk', 'نقاشات تقنية'],
  前端: ['Front end', 'الواجهة الأمامية'],
  后端: ['Back end', 'الواجهة الخلفية'],
  专属课程: ['Exclusive courses', 'دورات حصرية'],
  管理: ['Management', 'الإدارة'],
  战略: ['Strategy', 'الاستراتيجية'],
  'Open courses': ['Open courses', 'دورات مفتوحة'],
  Science: ['Science', 'العلوم'],
  Physics: ['Physics', 'الفيزياء'],
  Chemistry: ['Chemistry', 'الكيمياء'],
  'Partner programmes': ['Partner programmes', 'برامج الشركاء'],
  Exchange: ['Exchange', 'التبادل'],
  'Summer school': ['Summer school', 'المدرسة الصيفية'],

  // ——— lecturers and departments ———
  王老师: ['Ms Wang', 'الأستاذة وانغ'],
  'Dr. Emily Chen': ['Dr. Emily Chen', 'د. إميلي تشين'],
  李教授: ['Professor Li', 'البروفيسور لي'],
  'Mark Johnson': ['Mark Johnson', 'مارك جونسون'],
  张老师: ['Mr Zhang', 'الأستاذ تشانغ'],
  'Sofia Martins': ['Sofia Martins', 'صوفيا مارتينز'],
  'Anna Weber': ['Anna Weber', 'آنا فيبر'],
  刘老师: ['Ms Liu', 'الأستاذة ليو'],
  技术学院: ['School of Technology', 'كلية التقنية'],
  'Business School': ['Business School', 'كلية إدارة الأعمال'],
  语言中心: ['Language Centre', 'مركز اللغات'],
  'Design Lab': ['Design Lab', 'مختبر التصميم'],

  // ——— Demo Academy ———
  'Portico 的演示学院：课程、导航、页脚与公告俱全。': [
    "Portico's demo academy: courses, navigation, footer and bulletins, all in place.",
    'الأكاديمية التجريبية لمنصة Portico: الدورات والتنقل والتذييل والإعلانات، كلها جاهزة.',
  ],
};

/** Course name → [English name, Arabic name, English description, Arabic description]. */
const COURSES: Record<string, [string, string, string, string]> = {
  'Python 编程入门': [
    'Introduction to Python Programming',
    'مدخل إلى البرمجة بلغة بايثون',
    'Learn Python syntax, data structures and the everyday libraries from scratch.',
    'تعلّم من الصفر قواعد لغة بايثون وبنى البيانات والمكتبات الأكثر استخدامًا.',
  ],
  'Modern JavaScript in Practice': [
    'Modern JavaScript in Practice',
    'جافاسكربت الحديثة عمليًا',
    'ES2023 features, modules, async patterns and tooling.',
    'ميزات ES2023 والوحدات وأنماط البرمجة غير المتزامنة وأدوات التطوير.',
  ],
  'Go 语言并发编程': [
    'Concurrent Programming in Go',
    'البرمجة المتزامنة بلغة Go',
    'Understand goroutines, channels and concurrency patterns.',
    'افهم الـ goroutines والقنوات وأنماط التزامن.',
  ],
  机器学习基础: [
    'Machine Learning Fundamentals',
    'أساسيات تعلّم الآلة',
    'Supervised and unsupervised learning, and how to evaluate models.',
    'التعلّم الخاضع للإشراف وغير الخاضع له، وطرق تقييم النماذج.',
  ],
  'Data Analysis with Pandas': [
    'Data Analysis with Pandas',
    'تحليل البيانات باستخدام Pandas',
    'Cleaning, reshaping and visualising real data sets.',
    'تنظيف مجموعات بيانات حقيقية وإعادة تشكيلها وتمثيلها بصريًا.',
  ],
  'Kubernetes 实战': [
    'Kubernetes in Action',
    'كوبيرنيتس عمليًا',
    'Deployment, scaling and service management.',
    'النشر والتوسّع وإدارة الخدمات.',
  ],
  'Serverless Architecture': [
    'Serverless Architecture',
    'البنية بلا خوادم',
    'Designing event-driven systems on managed platforms.',
    'تصميم أنظمة قائمة على الأحداث فوق منصات مُدارة.',
  ],
  团队建设与激励: [
    'Team Building and Motivation',
    'بناء الفرق وتحفيزها',
    'Methods and cases for building high-performing teams.',
    'أساليب ودراسات حالة لبناء فرق عالية الأداء.',
  ],
  'Coaching Skills for Managers': [
    'Coaching Skills for Managers',
    'مهارات التوجيه للمديرين',
    'Feedback, questioning and growth conversations.',
    'التغذية الراجعة وفن طرح الأسئلة وحوارات النمو.',
  ],
  会计基础知识: [
    'Accounting Essentials',
    'أساسيات المحاسبة',
    'Accounting elements, bookkeeping methods and financial statements.',
    'عناصر المحاسبة وطرق القيد والقوائم المالية.',
  ],
  预算管理实务: [
    'Budget Management in Practice',
    'إدارة الميزانية عمليًا',
    'Preparing, executing and analysing a company budget.',
    'إعداد ميزانية الشركة وتنفيذها وتحليلها.',
  ],
  'Business English Writing': [
    'Business English Writing',
    'الكتابة بالإنجليزية للأعمال',
    'Emails, reports and proposals that get read.',
    'رسائل وتقارير ومقترحات تُقرأ فعلًا.',
  ],
  'IELTS Preparation': [
    'IELTS Preparation',
    'التحضير لاختبار آيلتس',
    'Listening, reading, writing and speaking strategies.',
    'استراتيجيات الاستماع والقراءة والكتابة والمحادثة.',
  ],
  汉语写作提升: [
    'Better Chinese Writing',
    'تحسين الكتابة بالصينية',
    'Practice in structure, rhetoric and expression.',
    'تدريب على البنية والبلاغة والتعبير.',
  ],
  古诗词鉴赏: [
    'Appreciating Classical Chinese Poetry',
    'تذوّق الشعر الصيني الكلاسيكي',
    'Close readings of famous Tang and Song poems.',
    'قراءة متأنية لأشهر قصائد عهدي تانغ وسونغ.',
  ],
  'UI Design Fundamentals': [
    'UI Design Fundamentals',
    'أساسيات تصميم الواجهات',
    'Layout, typography, colour and components.',
    'التخطيط والطباعة والألوان والمكوّنات.',
  ],
  'Photography Basics': [
    'Photography Basics',
    'أساسيات التصوير الفوتوغرافي',
    'Exposure, composition and light.',
    'التعريض والتكوين والإضاءة.',
  ],
  'Excel 高效办公': [
    'Productive Office Work with Excel',
    'إنجاز العمل المكتبي بكفاءة مع إكسل',
    'Functions, pivot tables and charts.',
    'الدوال والجداول المحورية والمخططات.',
  ],
  'PPT 设计与演示': [
    'PowerPoint Design and Presentation',
    'تصميم العروض التقديمية وإلقاؤها',
    'Logical structure, visual design and presenting skills.',
    'البنية المنطقية والتصميم البصري ومهارات الإلقاء.',
  ],
  人工智能导论: [
    'Introduction to Artificial Intelligence',
    'مدخل إلى الذكاء الاصطناعي',
    'How artificial intelligence developed, its methods and its applications.',
    'تطوّر الذكاء الاصطناعي وأساليبه وتطبيقاته.',
  ],
  'Deep Learning with PyTorch': [
    'Deep Learning with PyTorch',
    'التعلّم العميق باستخدام PyTorch',
    'Tensors, autograd, CNNs and transformers.',
    'الموترات والاشتقاق التلقائي والشبكات الالتفافية والمحوّلات.',
  ],
  '数据库设计与 SQL': [
    'Database Design and SQL',
    'تصميم قواعد البيانات ولغة SQL',
    'The relational model, normal forms and query optimisation.',
    'النموذج العلائقي والصيغ الطبيعية وتحسين الاستعلامات.',
  ],
  'Web Security Essentials': [
    'Web Security Essentials',
    'أساسيات أمن الويب',
    'OWASP Top 10 and secure coding habits.',
    'قائمة OWASP لأهم عشرة مخاطر وعادات البرمجة الآمنة.',
  ],
  云原生应用开发: [
    'Cloud-Native Application Development',
    'تطوير التطبيقات السحابية الأصلية',
    'Containers, microservices and continuous delivery.',
    'الحاويات والخدمات المصغّرة والتسليم المستمر.',
  ],
  'Project Management Professional': [
    'Project Management Professional',
    'احتراف إدارة المشاريع',
    'Scope, schedule, cost, quality and risk.',
    'النطاق والجدول الزمني والتكلفة والجودة والمخاطر.',
  ],
  沟通与表达: [
    'Communication and Expression',
    'التواصل والتعبير',
    'Principles and techniques of effective communication.',
    'مبادئ التواصل الفعّال وتقنياته.',
  ],
  'Negotiation Strategies': [
    'Negotiation Strategies',
    'استراتيجيات التفاوض',
    'Preparing, anchoring and closing deals.',
    'التحضير وتثبيت نقطة الانطلاق وإبرام الصفقات.',
  ],
  财务报表分析: [
    'Financial Statement Analysis',
    'تحليل القوائم المالية',
    'Read the balance sheet, the income statement and the cash-flow statement.',
    'اقرأ الميزانية العمومية وقائمة الدخل وقائمة التدفقات النقدية.',
  ],
  'English Pronunciation': [
    'English Pronunciation',
    'النطق باللغة الإنجليزية',
    'Sounds, stress and intonation for clear speech.',
    'الأصوات والنبر والتنغيم من أجل كلام واضح.',
  ],
  日语入门: [
    'Japanese for Beginners',
    'اليابانية للمبتدئين',
    'The kana syllabaries and basic conversation.',
    'مقاطع الكانا والمحادثة الأساسية.',
  ],
  'Design Thinking Workshop': [
    'Design Thinking Workshop',
    'ورشة التفكير التصميمي',
    'Empathise, define, ideate, prototype, test.',
    'التعاطف والتحديد وتوليد الأفكار والنمذجة والاختبار.',
  ],
  短视频拍摄与剪辑: [
    'Shooting and Editing Short Videos',
    'تصوير المقاطع القصيرة ومونتاجها',
    'Filming on a phone, editing and publishing.',
    'التصوير بالهاتف والمونتاج والنشر.',
  ],
  'Time Management': [
    'Time Management',
    'إدارة الوقت',
    'Prioritising, planning and focus.',
    'ترتيب الأولويات والتخطيط والتركيز.',
  ],
  'Linux 系统管理': [
    'Linux System Administration',
    'إدارة أنظمة لينكس',
    'The command line, permissions, processes and services.',
    'سطر الأوامر والصلاحيات والعمليات والخدمات.',
  ],
  'Git for Teams': [
    'Git for Teams',
    'Git لفرق العمل',
    'Branching, reviews and release workflows.',
    'التفريع والمراجعات ومسارات الإصدار.',
  ],
  数据可视化: [
    'Data Visualisation',
    'التمثيل البصري للبيانات',
    'Choosing charts and telling stories with data.',
    'اختيار المخططات وسرد القصص بالبيانات.',
  ],
  'Statistics for Everyone': [
    'Statistics for Everyone',
    'الإحصاء للجميع',
    'Distributions, inference and common pitfalls.',
    'التوزيعات والاستدلال والأخطاء الشائعة.',
  ],
  创新思维训练: [
    'Training Creative Thinking',
    'تدريب التفكير الإبداعي',
    'Divergent thinking and problem-solving methods.',
    'التفكير التباعدي وأساليب حل المشكلات.',
  ],
  'Public Speaking': [
    'Public Speaking',
    'فن الخطابة',
    'Structure, delivery and handling nerves.',
    'بناء الخطاب وإلقاؤه والتغلّب على التوتر.',
  ],
  职场礼仪: [
    'Workplace Etiquette',
    'آداب العمل',
    'The etiquette of business settings.',
    'قواعد السلوك اللائق في بيئات العمل.',
  ],
  'Excel Power Query': [
    'Excel Power Query',
    'Power Query في إكسل',
    'Importing and transforming data without formulas.',
    'استيراد البيانات وتحويلها دون صيغ.',
  ],
  信息安全意识: [
    'Information Security Awareness',
    'الوعي بأمن المعلومات',
    'Spot phishing e-mails and protect personal information.',
    'اكتشف رسائل التصيّد واحمِ معلوماتك الشخصية.',
  ],
  'Agile Scrum Basics': [
    'Agile Scrum Basics',
    'أساسيات منهجية سكرم الرشيقة',
    'Roles, events and artefacts of Scrum.',
    'أدوار سكرم وفعالياتها ومخرجاتها.',
  ],
  'Draft: unpublished course': [
    'Draft: unpublished course',
    'مسودة: دورة غير منشورة',
    'Never shown: status 0.',
    'لا تُعرض أبدًا: الحالة 0.',
  ],
};

/** The smaller schools' numbered courses ("<prefix> <n>", description "<prefix>: lesson set <n>."). */
const SERIES: Record<string, [string, string]> = {
  北京分院课程: ['Beijing branch course', 'دورة فرع بكين'],
  'Shanghai branch course': ['Shanghai branch course', 'دورة فرع شنغهاي'],
  内部培训课程: ['Internal training course', 'دورة تدريب داخلي'],
  'O3 community session': ['O3 community session', 'جلسة مجتمع O3'],
  专属课程: ['Exclusive course', 'دورة حصرية'],
  'Open science course': ['Open science course', 'دورة علوم مفتوحة'],
  'Partner programme': ['Partner programme', 'برنامج الشركاء'],
};

const toArabicDigits = (n: string) => n.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);

/** [English, Arabic] name and description of a numbered series course, or undefined. */
function seriesTexts(name: string): [string, string, string, string] | undefined {
  const match = /^(.*) (\d+)$/.exec(name);
  const series = match?.[1] ? SERIES[match[1]] : undefined;
  if (!match?.[2] || !series) return undefined;
  const n = match[2];
  return [
    `${series[0]} ${n}`,
    `${series[1]} ${toArabicDigits(n)}`,
    `${series[0]}: lesson set ${n}.`,
    `${series[1]}: مجموعة الدروس ${toArabicDigits(n)}.`,
  ];
}

export function demoCatalogTexts(rows: SeedRows): Row[] {
  const out: Row[] = [];
  const add = (
    schoolId: string,
    entity: string,
    entityId: string,
    field: string,
    texts?: [string, string],
  ) => {
    if (!texts) return;
    const base = { school_id: schoolId, entity, entity_id: entityId, field };
    out.push({ ...base, lang: 'en_US', value: texts[0] }, { ...base, lang: 'ar_SA', value: texts[1] });
  };
  const textOf = (value: string | null | undefined) => (value ? TEXTS[value] : undefined);
  for (const category of rows.categories ?? []) {
    add(category.school_id, 'category', category.id, 'title', textOf(category.title));
  }
  for (const course of rows.courses ?? []) {
    const own = COURSES[course.name] ?? seriesTexts(course.name);
    if (own) {
      add(course.school_id, 'course', course.id, 'name', [own[0], own[1]]);
      add(course.school_id, 'course', course.id, 'description', [own[2], own[3]]);
    }
    add(course.school_id, 'course', course.id, 'lecturer_name', textOf(course.lecturer_name));
    add(course.school_id, 'course', course.id, 'dept_name', textOf(course.dept_name));
  }
  for (const school of (rows.schools ?? []).filter((row) => row.id === DEMO_IDS.demoAcademy)) {
    add(school.id, 'school', school.id, 'description', textOf(school.description));
  }
  return out;
}
