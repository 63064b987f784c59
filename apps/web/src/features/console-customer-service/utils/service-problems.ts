import type { CustomerServiceSettings } from '@portico/contracts';
import { isServiceEmail, isServicePhone } from '@portico/core';

/** The fields the form can already tell are wrong (core's rules; the server checks again). */
export function serviceProblems(value: CustomerServiceSettings): { phone: boolean; email: boolean } {
  const phone = value.servicePhone?.trim() ?? '';
  const email = value.serviceEmail?.trim() ?? '';
  return { phone: phone !== '' && !isServicePhone(phone), email: email !== '' && !isServiceEmail(email) };
}
