/** Stable demo ids (docs/contracts.md §4). */
export const DEMO_IDS = {
  demoAcademy: '1000000000000000001',
  subSchoolA: '1000000000000000011',
  subSchoolB: '1000000000000000012',
  closedSchool: '1000000000000000002',
  o3School: '1000000000000000003',
  exclusiveSchool: '1000000000000000004',
  publicSchool: '1000000000000000005',
  alliancePartner: '1000000000000000006',
  learner: '2000000000000000001',
  teacher: '2000000000000000002',
  admin: '2000000000000000003',
  outsider: '2000000000000000004',
} as const;

export const DEMO_PASSWORD = 'Portico-demo-2026';
