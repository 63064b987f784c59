import type { HeaderComponentCode, HeaderComponentConfig } from '@portico/contracts';
import { FunctionMenu } from '@/features/header/components/function-menu.tsx';
import { LoginLink } from '@/features/header/components/login-link.tsx';
import { NavBar } from '@/features/header/components/nav-bar.tsx';
import { SchoolLogo } from '@/features/header/components/school-logo.tsx';
import { SearchBox } from '@/features/search/components/search-box.tsx';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { AiFaqSlot } from '../header-slots/ai-faq-slot.tsx';
import { LanguageSlot } from '../header-slots/language-slot.tsx';
import { NotificationSlot } from '../header-slots/notification-slot.tsx';
import { O3CardSlot } from '../header-slots/o3-card-slot.tsx';
import { SiteSlot } from '../header-slots/site-slot.tsx';
import { SwitchAcademySlot } from '../header-slots/switch-academy-slot.tsx';
import { UserMenu } from './user-menu-part.ts';

/**
 * Header component codes of spec §1 → what renders them. Features never import each other, so the composition
 * lives here: capabilities still to come render through the slots of src/app/header-slots; 011 (placeholder) is
 * the layout's flexible space and renders nothing itself.
 */
export function HeaderComponent({
  code,
  config,
}: {
  code: HeaderComponentCode;
  config: HeaderComponentConfig | undefined;
}) {
  const b = useBootstrap();
  switch (code) {
    case '001':
      return <SchoolLogo logoStyle={config?.logoStyle} />;
    case '002':
      return <SwitchAcademySlot />;
    case '003':
      return <NavBar config={config} />;
    case '004':
      return b.school ? <SearchBox schoolId={b.school.id} /> : null;
    case '005':
      return b.viewer ? <UserMenu /> : <LoginLink />;
    case '006':
      // Issue 14: the O3 header shows the user's O3 card (nickname, avatar, notice count) in the bell's place.
      return b.school?.kind === 'o3' && b.viewer ? <O3CardSlot /> : <NotificationSlot />;
    case '007':
      return <LanguageSlot />;
    case '008':
      return <SiteSlot />;
    case '009':
      return <AiFaqSlot />;
    case '010':
      return <FunctionMenu config={config} />;
    default:
      return null;
  }
}
