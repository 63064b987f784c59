/**
 * Issue 23 item 8: the catalogue section's outline titles — one named group of per-language inputs for every
 * chapter and resource, in outline order; typing an Arabic title changes only that item's draft.
 */
import type { ConsoleOutlineTitle } from '@portico/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutlineFields } from '@/features/console-catalogue/components/outline-fields.tsx';
import { createI18n } from '@/i18n/create-i18n.ts';
import { messagesFor } from '@/i18n/server-messages.ts';

const OUTLINE: ConsoleOutlineTitle[] = [
  { id: '3000000000000000001', kind: 'chapter', title: { zh_CN: '第一章 入门', en_US: 'Chapter 1' } },
  { id: '3000000000000000002', kind: 'resource', title: { zh_CN: '课程导学视频' } },
];

function renderFields(lang: 'en_US' | 'ar_SA', onChange = vi.fn()) {
  const i18n = createI18n(lang, messagesFor(lang, ['console']));
  render(
    <I18nextProvider i18n={i18n}>
      <OutlineFields
        outline={OUTLINE}
        languages={['zh_CN', 'en_US', 'ar_SA']}
        defaultLang="zh_CN"
        onChange={onChange}
      />
    </I18nextProvider>,
  );
  return onChange;
}

describe('outline titles in the catalogue section', () => {
  afterEach(cleanup);

  it('names each chapter and resource by its default title, in outline order', () => {
    renderFields('en_US');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Outline: chapter and resource titles',
    );
    const chapter = screen.getByRole('group', { name: /Chapter: 第一章 入门/ });
    const resource = screen.getByRole('group', { name: /Resource: 课程导学视频/ });
    expect(chapter.compareDocumentPosition(resource) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('typing one item’s Arabic title changes that item only', () => {
    const onChange = renderFields('ar_SA');
    const resource = screen.getByRole('group', { name: /المورد: 课程导学视频/ });
    const details = resource.querySelector('details');
    if (details) details.open = true;
    fireEvent.change(within(resource).getByLabelText('العربية', { exact: false }), {
      target: { value: 'فيديو الترحيب' },
    });
    expect(onChange).toHaveBeenCalledWith([
      OUTLINE[0],
      { ...OUTLINE[1], title: { zh_CN: '课程导学视频', ar_SA: 'فيديو الترحيب' } },
    ]);
  });
});
