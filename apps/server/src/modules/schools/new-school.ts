import type { Insertable } from 'kysely';
import type { SchoolsTable } from '../../db/schema.ts';

/**
 * A school row with the platform's defaults: standard, open, first-level, not public, uncertified, template
 * index1. The seed and "create a school" both start from it, so a new default lands in one place.
 */
export function newSchoolRow(
  spec: Pick<SchoolsTable, 'id' | 'name' | 'created_at'> & Partial<Insertable<SchoolsTable>>,
): Insertable<SchoolsTable> & Pick<SchoolsTable, 'created_at'> {
  return {
    parent_id: null,
    name_en: null,
    description: null,
    logo_url: null,
    icon_url: null,
    mobile_logo_url: null,
    domain: null,
    version: '0',
    open_school: '1',
    auth_type: '1',
    login_method: '1',
    license_to_sell: '0',
    member_license: '0',
    certification_level: '0',
    kind: 'standard',
    template_name: 'index1',
    use_designed_header: '0',
    is_public: 0,
    market_store_switch: '0',
    ...spec,
  };
}
