/**
 * A class's name and description against the spec's limit ("lecturing field 100", counted in characters: an
 * emoji or a CJK character is one). The 101st character is refused with CLASS_FIELD_TOO_LONG naming the field,
 * never cut silently; the web form shows the same rule before sending (core classFieldProblem).
 */
import { CLASS_RULES, classFieldProblem } from '@portico/core';
import type { ClassBody } from '@portico/contracts';
import { fail } from '../../shared/http-error.ts';

export function classFields(body: ClassBody): { name: string; description: string } {
  const name = body.name.trim();
  const description = (body.description ?? '').trim();
  for (const [field, text, required] of [
    ['name', name, true],
    ['description', description, false],
  ] as const) {
    const problem = classFieldProblem(text, required);
    if (problem === 'required') throw fail('CLASS_NAME_REQUIRED', 'A class needs a name', { field });
    if (problem === 'too_long') {
      throw fail('CLASS_FIELD_TOO_LONG', `The ${field} allows at most ${CLASS_RULES.FIELD_MAX} characters`, {
        field,
        max: CLASS_RULES.FIELD_MAX,
      });
    }
  }
  return { name, description };
}
