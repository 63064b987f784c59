/**
 * Spec §3 "Customer service config: servicePhone, serviceEmail, serviceWeChat" and §5 "Customer service shows when
 * its switch is '1'": the school's `customerServiceInfo` entry (a JSON object) when `customerServiceSwitch` is on.
 */
import { showCustomerService } from '@portico/core';
import type { CustomerServiceInfo } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { configOwners, readConfig } from './config.ts';

const MAX = 100;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? Array.from(value.trim()).slice(0, MAX).join('') : null;

/** The config value read leniently: unreadable JSON or wrong types give empty fields, never an error. */
export function parseCustomerService(value: string | undefined): CustomerServiceInfo {
  let parsed: Record<string, unknown> = {};
  try {
    const json: unknown = JSON.parse(value ?? '{}');
    if (json && typeof json === 'object' && !Array.isArray(json)) parsed = json as Record<string, unknown>;
  } catch {
    // empty fields
  }
  return {
    servicePhone: text(parsed.servicePhone),
    serviceEmail: text(parsed.serviceEmail),
    serviceWeChat: text(parsed.serviceWeChat),
  };
}

/** null when the switch is off or no contact is configured. */
export async function loadCustomerService(
  db: Kysely<Database>,
  school: SchoolRow,
): Promise<CustomerServiceInfo | null> {
  const config = await readConfig(db, configOwners(school), ['customerServiceSwitch', 'customerServiceInfo']);
  if (!showCustomerService(config.get('customerServiceSwitch'))) return null;
  const info = parseCustomerService(config.get('customerServiceInfo'));
  return info.servicePhone || info.serviceEmail || info.serviceWeChat ? info : null;
}
