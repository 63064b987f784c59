import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey, MessageVars, TFn } from './keys.ts';

/** The typed `t` of the app: keys are checked against en_US.json at compile time. */
export function useT(): TFn {
  const { t } = useTranslation();
  return useCallback((key: MessageKey, vars?: MessageVars) => t(key, vars ?? {}), [t]);
}
