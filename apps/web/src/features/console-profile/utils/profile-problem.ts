import type { Profile } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L, hasEmoji, hasSpecialCharacters } from '@portico/core';

/**
 * What the form can tell before sending (the server checks again): the school-name rule of core, and a default
 * language among the offered ones. null: nothing wrong.
 */
export function profileProblem(profile: Profile): 'name' | 'default' | null {
  const name = profile.name.trim();
  if (!name || [...name].length > L.SCHOOL_NAME || hasSpecialCharacters(name) || hasEmoji(name))
    return 'name';
  if (!profile.languages.includes(profile.defaultLang)) return 'default';
  return null;
}
