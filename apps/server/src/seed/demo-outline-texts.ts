/**
 * Issue 23 item 8 (seed version 12): the demo outlines in English and Arabic — every chapter title, resource
 * title and article body of the standard outline (demo-learning.ts) and the demo application's title — as
 * content_translations rows, so the course outline and the learning view of an en_US or ar_SA page show no
 * Chinese seed text. The rows keep their own (Chinese or English) text for every other language.
 */
import { DEMO_APPLICATION_TITLE } from './demo-application.ts';
import { standardOutline } from './demo-learning.ts';
import type { SeedRows } from './rows.ts';

type Row = NonNullable<SeedRows['content_translations']>[number];

/** The Arabic standard outline, chapter by chapter and resource by resource in the order of standardOutline. */
const ARABIC: ReadonlyArray<{ title: string; resources: ReadonlyArray<{ title: string; body?: string }> }> = [
  {
    title: 'الفصل ١ · البداية',
    resources: [
      { title: 'فيديو الترحيب' },
      { title: 'دليل التعلّم (PDF)' },
      {
        title: 'كيف تتعلّم في هذه الدورة',
        body: '<h2>طريقة الدراسة</h2><p>شاهد فيديو الترحيب أولًا، ثم اقرأ الدليل. يتحدّث تقدّمك كلّما أكملت موردًا.</p><ul><li>الفيديوهات: شاهد تسعة أعشارها</li><li>المستندات: بلوغ الصفحة الأخيرة</li><li>المقالات: القراءة حتى النهاية</li></ul><p>لقد بلغت نهاية هذه المقالة.</p>',
      },
    ],
  },
  {
    title: 'الفصل ٢ · التطبيق',
    resources: [
      {
        title: 'التطبيق والتأمّل',
        body: '<h2>جرّب بنفسك</h2><p>لخّص بكلماتك ثلاث نقاط أساسية من هذه الدورة، واكتب أمرًا واحدًا ستجرّبه في عملك.</p><blockquote>التعلّم بلا تفكير جهدٌ ضائع.</blockquote>',
      },
      { title: 'قراءات إضافية: التعلّم الميسَّر للجميع' },
    ],
  },
];

/** Seed text (Chinese or English) → [English, Arabic], for titles and bodies alike. */
function outlineTexts(): Map<string, [string, string]> {
  const texts = new Map<string, [string, string]>();
  const add = (own: string | undefined, english: string | undefined, arabic: string | undefined) => {
    if (own === undefined || english === undefined || arabic === undefined) return;
    texts.set(own, [english, arabic]);
  };
  const english = standardOutline(false);
  for (const chinese of [true, false]) {
    standardOutline(chinese).forEach((chapter, c) => {
      add(chapter.title, english[c]?.title, ARABIC[c]?.title);
      chapter.resources.forEach((resource, r) => {
        const en = english[c]?.resources[r];
        const ar = ARABIC[c]?.resources[r];
        add(resource.title, en?.title, ar?.title);
        add(resource.body, en?.body, ar?.body);
      });
    });
  }
  add(
    DEMO_APPLICATION_TITLE,
    'Interactive exercise: binary conversion',
    'تمرين تفاعلي: التحويل إلى النظام الثنائي',
  );
  return texts;
}

export function demoOutlineTexts(rows: SeedRows): Row[] {
  const texts = outlineTexts();
  const out: Row[] = [];
  const add = (schoolId: string, entity: string, entityId: string, field: string, own: string | null) => {
    const found = own === null ? undefined : texts.get(own);
    if (!found) return;
    const base = { school_id: schoolId, entity, entity_id: entityId, field };
    out.push({ ...base, lang: 'en_US', value: found[0] }, { ...base, lang: 'ar_SA', value: found[1] });
  };
  for (const chapter of rows.course_chapters ?? []) {
    add(chapter.school_id, 'chapter', chapter.id, 'title', chapter.title);
  }
  for (const resource of rows.course_resources ?? []) {
    add(resource.school_id, 'resource', resource.id, 'title', resource.title);
    add(resource.school_id, 'resource', resource.id, 'body', resource.body ?? null);
  }
  return out;
}
