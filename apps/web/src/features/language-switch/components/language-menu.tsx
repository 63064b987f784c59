import { htmlLang } from '@portico/core';
import { DisclosureMenu } from '@/components/disclosure-menu.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { LANGUAGE_NAMES } from '@/lib/names.ts';

const LanguageList = lazyWithPreload(() => import('./language-list.tsx'));

/** Header component 007: the current language (named in itself) opening the school's language list. */
export function LanguageMenu() {
  const { lang } = useBootstrap();
  const t = useT();
  return (
    <DisclosureMenu label={`${t('header.language')}: ${LANGUAGE_NAMES[lang]}`} Panel={LanguageList}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span lang={htmlLang(lang)}>{LANGUAGE_NAMES[lang]}</span>
    </DisclosureMenu>
  );
}
