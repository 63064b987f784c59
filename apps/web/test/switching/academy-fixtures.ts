import type { AcademyRecord } from '@portico/contracts';

/** An academy record as the API sends it; `n` makes the id (19 digits) and the name unique. */
export function academy(n: number, over: Partial<AcademyRecord> = {}): AcademyRecord {
  return {
    id: String(3000000000000000000n + BigInt(n)),
    name: `School ${n}`,
    description: null,
    mobileLogoUrl: null,
    openSchool: '1',
    configValue: '0',
    domain: null,
    parentSchoolId: null,
    isPermission: false,
    marketStoreSwitch: '0',
    onLearnHeadcount: 0,
    coursesNumber: 0,
    newestCourseName: null,
    childrenPage: null,
    ...over,
  };
}

export const academies = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => academy(from + i));
