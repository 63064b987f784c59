/**
 * Hot-search pins, customer service and AI settings (issue 13 §1): first-level schools only (a sub-school shows its
 * parent's). Each read side (hot searches, the right-side customer-service tool, the AI entry) reads these rows on
 * every request, so a save shows on the next one.
 */
import {
  CONSOLE_SCHOOL_LIMITS as L,
  isLegalLink,
  isServiceEmail,
  isServicePhone,
  normalizePinKeyword,
} from '@portico/core';
import type { AiSettings, CustomerServiceSettings, HotSearchPins } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { parseCustomerService } from '../academies/customer-service.ts';
import { readConfig } from '../academies/config.ts';
import { AI_CONFIG } from '../ai/config.ts';
import { blankToNull, setConfig } from './config-write.ts';

// ---- hot-search pins ----------------------------------------------------------------------------------------------
export async function loadPins(db: Kysely<Database>, schoolId: string): Promise<HotSearchPins> {
  const rows = await db
    .selectFrom('hot_search_pins')
    .select('keyword')
    .where('school_id', '=', schoolId)
    .orderBy('sort')
    .orderBy('keyword')
    .execute();
  return { pins: rows.map((row) => row.keyword) };
}

export async function savePins(trx: Kysely<Database>, schoolId: string, input: HotSearchPins) {
  const pins: string[] = [];
  for (const raw of input.pins) {
    const keyword = normalizePinKeyword(raw);
    if (keyword === null) {
      throw fail('HOT_SEARCH_PIN_INVALID', 'A pinned keyword is empty or too long', {
        max: L.HOT_SEARCH_KEYWORD,
      });
    }
    if (!pins.includes(keyword)) pins.push(keyword);
  }
  await trx.deleteFrom('hot_search_pins').where('school_id', '=', schoolId).execute();
  if (pins.length) {
    await trx
      .insertInto('hot_search_pins')
      .values(pins.map((keyword, sort) => ({ school_id: schoolId, keyword, sort })))
      .execute();
  }
  return { pins };
}

// ---- customer service ---------------------------------------------------------------------------------------------
const CS = { switch: 'customerServiceSwitch', info: 'customerServiceInfo' } as const;

export async function loadCustomerServiceSettings(
  db: Kysely<Database>,
  schoolId: string,
): Promise<CustomerServiceSettings> {
  const values = await readConfig(db, [schoolId], Object.values(CS));
  return { enabled: values.get(CS.switch) === '1', ...parseCustomerService(values.get(CS.info)) };
}

export async function saveCustomerServiceSettings(
  trx: Kysely<Database>,
  schoolId: string,
  input: CustomerServiceSettings,
): Promise<CustomerServiceSettings> {
  const servicePhone = blankToNull(input.servicePhone);
  const serviceEmail = blankToNull(input.serviceEmail);
  const serviceWeChat = blankToNull(input.serviceWeChat);
  if (servicePhone && !isServicePhone(servicePhone)) {
    throw fail('SERVICE_PHONE_INVALID', 'Enter a phone number: digits, spaces, +, - and parentheses');
  }
  if (serviceEmail && !isServiceEmail(serviceEmail))
    throw fail('SERVICE_EMAIL_INVALID', 'Enter an e-mail address');
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (serviceWeChat && /[\u0000-\u001f\u007f<>]/.test(serviceWeChat)) {
    throw fail('INVALID_CHARACTER', 'The WeChat id contains characters that are not allowed');
  }
  await setConfig(trx, schoolId, CS.switch, input.enabled ? '1' : '0');
  await setConfig(trx, schoolId, CS.info, JSON.stringify({ servicePhone, serviceEmail, serviceWeChat }));
  return { enabled: input.enabled, servicePhone, serviceEmail, serviceWeChat };
}

// ---- AI ------------------------------------------------------------------------------------------------------------
export async function loadAiSettings(db: Kysely<Database>, schoolId: string): Promise<AiSettings> {
  const values = await readConfig(db, [schoolId], Object.values(AI_CONFIG));
  return {
    enabled: values.get(AI_CONFIG.enabled) === '1',
    logoUrl: blankToNull(values.get(AI_CONFIG.logoUrl)),
  };
}

export async function saveAiSettings(
  trx: Kysely<Database>,
  schoolId: string,
  input: AiSettings,
): Promise<AiSettings> {
  const logoUrl = blankToNull(input.logoUrl);
  // The header renders it as an image source: only links the legality check accepts (http(s) or same-site).
  if (logoUrl && !isLegalLink(logoUrl)) throw fail('AI_LOGO_URL_INVALID', 'The logo URL is not a valid link');
  await setConfig(trx, schoolId, AI_CONFIG.enabled, input.enabled ? '1' : '0');
  await setConfig(trx, schoolId, AI_CONFIG.logoUrl, logoUrl);
  return { enabled: input.enabled, logoUrl };
}
