/**
 * The client address and the internal-segment check behind the certification bar (spec §4 "Certification",
 * §7 /api/accounts/open/client/ip and "internal-segment check (code '000000', boolean in data)").
 */
import { SUCCESS_CODES } from '@portico/core';
import { Type, type Static } from 'typebox';

export const ClientIpSchema = Type.Object({ ip: Type.String() });

/** Spec §7: this check answers `{ code: '000000', data: boolean }` (not the default envelope). */
export const InternalSegmentAnswer = Type.Object({
  code: Type.Literal(SUCCESS_CODES.INTERNAL_CODE),
  data: Type.Boolean({ description: "The client is inside one of the school's internal segments" }),
});

export type ClientIp = Static<typeof ClientIpSchema>;
