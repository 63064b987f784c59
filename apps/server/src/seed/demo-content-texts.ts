/**
 * Issue 13 §2: the demo school's footer and bulletin in English and Arabic (its Chinese texts are the rows' own),
 * as content_translations rows under the seeded footer template, link, QR code and bulletin ids.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_IDS } from './demo-ids.ts';
import { FOOTER_NAVIGATIONS, QR_CODES } from './demo-shell.ts';
import type { SeedRows } from './rows.ts';

type Row = NonNullable<SeedRows['content_translations']>[number];

/** Chinese text → [English, Arabic]. */
const TEXTS: Record<string, [string, string]> = {
  帮助中心: ['Help center', 'مركز المساعدة'],
  学员指南: ['Learner guide', 'دليل المتعلّم'],
  管理员指南: ['Administrator guide', 'دليل المسؤول'],
  意见反馈: ['Feedback', 'الملاحظات'],
  隐私声明: ['Privacy statement', 'بيان الخصوصية'],
  友情链接: ['Partner links', 'روابط شريكة'],
  '下载 App': ['Get the app', 'نزّل التطبيق'],
  微信公众号: ['WeChat account', 'حساب WeChat'],
  扫码下载移动端: ['Scan to get the mobile app', 'امسح الرمز لتنزيل تطبيق الجوال'],
  '演示学院有限公司 Demo Academy Ltd.': ['Demo Academy Ltd.', 'أكاديمية العرض المحدودة'],
  'Powered by Portico': ['Portico', 'Portico'],
};

/** The bulletin in English and Arabic (Chinese pages keep the row's own bilingual text). */
const BULLETIN: Record<string, string> = {
  en_US: 'Welcome to Demo Academy: new term courses are live.',
  ar_SA: 'مرحبًا بكم في أكاديمية العرض: دورات الفصل الجديد متاحة الآن.',
};

export function demoContentTexts(rows: SeedRows): Row[] {
  const school = DEMO_IDS.demoAcademy;
  const out: Row[] = [];
  const add = (entity: string, entityId: string, field: string, zh: string | null) => {
    const texts = zh ? TEXTS[zh] : undefined;
    if (!texts) return;
    const base = { school_id: school, entity, entity_id: entityId, field };
    out.push({ ...base, lang: 'en_US', value: texts[0] }, { ...base, lang: 'ar_SA', value: texts[1] });
  };
  for (const template of (rows.footer_templates ?? []).filter((t) => t.school_id === school)) {
    add('footer_template', template.id, 'company', '演示学院有限公司 Demo Academy Ltd.');
    add('footer_template', template.id, 'support', 'Powered by Portico');
  }
  for (const link of FOOTER_NAVIGATIONS) {
    add('footer_link', link.id, 'showName', link.showName);
    for (const child of link.children) add('footer_link', child.id, 'showName', child.showName);
  }
  for (const qr of QR_CODES) {
    add('footer_qr', qr.id, 'showName', qr.showName);
    add('footer_qr', qr.id, 'explainMobile', qr.explainMobile);
  }
  for (const bulletin of (rows.bulletins ?? []).filter((b) => b.school_id === school)) {
    for (const [lang, value] of Object.entries(BULLETIN)) {
      out.push({
        school_id: school,
        entity: 'bulletin',
        entity_id: bulletin.id,
        field: 'content',
        lang,
        value,
      });
    }
  }
  return out;
}

/**
 * Databases seeded before issue 13 hold the demo footer without link ids (their texts could not be found): give
 * the demo template 2 its ids — only while its links are still the seeded ones (an admin's edit is kept).
 */
export async function upgradeDemoFooter(trx: Kysely<Database>): Promise<void> {
  const row = await trx
    .selectFrom('footer_templates')
    .select(['id', 'navigations'])
    .where('school_id', '=', DEMO_IDS.demoAcademy)
    .where('type', '=', 2)
    .executeTakeFirst();
  if (!row || row.navigations.includes('"id"')) return;
  const seeded = JSON.stringify(FOOTER_NAVIGATIONS.map(({ id: _id, ...link }) => stripIds(link)));
  if (row.navigations !== seeded) return;
  await trx
    .updateTable('footer_templates')
    .set({ navigations: JSON.stringify(FOOTER_NAVIGATIONS), qr_codes: JSON.stringify(QR_CODES) })
    .where('id', '=', row.id)
    .execute();
}

type Linkish = { children: Linkish[] } & Record<string, unknown>;
const stripIds = (link: Linkish): Linkish => ({
  ...link,
  children: link.children.map(({ id: _id, ...child }) => stripIds(child as Linkish)),
});
