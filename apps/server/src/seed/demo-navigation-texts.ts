/**
 * English and Arabic titles of the demo academy's navigation (issue 13 §2: "the demo school gets English and
 * Arabic texts for its navigation"), as content_translations rows of the seeded groups, pages and custom menus;
 * the other demo schools (the O3 community among them) get theirs the same way.
 * Keyed by the Chinese text the seed writes on the row; English comes from the seed's own *_en texts.
 */
import type { SeedRows } from './rows.ts';

const ARABIC: Record<string, string> = {
  主导航: 'التنقل الرئيسي',
  校园: 'الحرم الجامعي',
  首页: 'الرئيسية',
  课程中心: 'الدورات',
  编程开发: 'البرمجة',
  'Python 专区': 'قسم بايثون',
  前端工程: 'الواجهة الأمامية',
  数据科学: 'علم البيانات',
  知识库: 'المعرفة',
  练习: 'التمارين',
  学习小组: 'مجموعات التعلم',
  专题: 'المواضيع',
  合作伙伴: 'موقع الشريك',
  直播课堂: 'الفصول المباشرة',
  社区: 'المجتمع',
  话题: 'المواضيع',
  精华帖: 'أفضل المنشورات',
  关于我们: 'من نحن',
  校园首页: 'رئيسية الحرم',
  新闻: 'الأخبار',
  活动: 'الفعاليات',
  体育: 'الرياضة',
  热门专题: 'مواضيع رائجة',
  精选: 'مختارات',
  人工智能: 'الذكاء الاصطناعي',
  云原生: 'السحابة الأصلية',
  学习资源: 'الموارد',
  文档: 'الوثائق',
  // The other demo schools' navigation (other-schools.ts), the O3 community's pages among them.
  导航: 'التنقل',
  课程: 'الدورات',
  全部课程: 'كل الدورات',
  专属导航: 'التنقل الحصري',
  问答: 'سؤال وجواب',
  线上活动: 'فعاليات عبر الإنترنت',
  线下活动: 'لقاءات',
  荣誉: 'الأوسمة',
  积分: 'النقاط',
  专家: 'الخبراء',
  直播: 'البث المباشر',
  博客: 'المدونة',
  下载: 'التنزيلات',
  关于: 'حول',
};

type Row = NonNullable<SeedRows['content_translations']>[number];

export function demoNavigationTexts(schoolId: string, rows: SeedRows): Row[] {
  const out: Row[] = [];
  const add = (entity: string, entityId: string, field: string, zh: string | null, en: string | null) => {
    if (!zh) return;
    const base = { school_id: schoolId, entity, entity_id: entityId, field };
    if (en) out.push({ ...base, lang: 'en_US', value: en });
    const ar = ARABIC[zh];
    if (ar) out.push({ ...base, lang: 'ar_SA', value: ar });
  };
  for (const g of rows.navigation_groups ?? [])
    add('navigation_group', g.id, 'name', g.name, g.name_en ?? null);
  for (const p of rows.navigation_pages ?? [])
    add('navigation_page', p.id, 'name', p.name, p.name_en ?? null);
  for (const m of rows.custom_menus ?? []) {
    add('custom_menu', m.id, 'label', m.label, m.label_en ?? null);
    add('custom_menu', m.id, 'tip', m.tip ?? null, m.tip_en ?? null);
  }
  return out;
}
