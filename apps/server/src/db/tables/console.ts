/** Row types: the admin console (migration 0009; conventions in ../schema.ts). */

export interface AuditLogTable {
  id: string;
  school_id: string;
  actor_id: string | null;
  area: string;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON snapshots; null when the entity did not exist before / does not after. */
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface ContentTranslationsTable {
  school_id: string;
  /** What kind of row: 'navigation_page', 'footer_template', 'bulletin', 'school', 'agreement', … */
  entity: string;
  entity_id: string;
  field: string;
  lang: string;
  value: string;
}

export interface ConfigVersionsTable {
  school_id: string;
  area: string;
  version: number;
}
