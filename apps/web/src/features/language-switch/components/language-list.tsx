import { htmlLang } from '@portico/core';
import { useLocation } from '@/lib/location.tsx';
import menu from '@/components/disclosure-menu.module.css';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { languageOptions } from '../utils/language-links.ts';

/** The language panel (lazy chunk): plain links, so choosing one is a full page load in that language. */
export default function LanguageList() {
  const b = useBootstrap();
  const location = useLocation();
  const options = languageOptions({
    languages: b.switching.languages,
    current: b.lang,
    pathAndQuery: `${location.pathname}${location.search}`,
  });
  return (
    <ul className={menu.list}>
      {options.map((option) => (
        <li key={option.code}>
          <a
            className={menu.item}
            href={option.href}
            lang={htmlLang(option.code)}
            hrefLang={htmlLang(option.code)}
            aria-current={option.current ? 'true' : undefined}
          >
            {option.label}
            {option.current ? <span aria-hidden="true">✓</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
