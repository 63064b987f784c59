import { LanguageMenu } from '@/features/language-switch/components/language-menu.tsx';

/** Header component 007 (language switch): the current language opening the school's language list. */
export function LanguageSlot() {
  return <LanguageMenu />;
}
