import { SwitcherTrigger } from '@/features/school-switcher/components/switcher-trigger.tsx';

/**
 * Header component 002 (switch academy): the school switcher's trigger, rendered only when the server allowed
 * switching (`bootstrap.switching.allowed`, core `canSwitchSchool`); its popup is a lazy chunk.
 */
export function SwitchAcademySlot() {
  return <SwitcherTrigger />;
}
