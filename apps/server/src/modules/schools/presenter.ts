import type { NavigationTemplate } from '@portico/core';
import type { CertificationLevel, OpenSchoolFlag, SchoolInfo, SchoolKind } from '@portico/contracts';
import type { SchoolRecord } from '../../repositories/schools.ts';

const flag = (value: string): '0' | '1' => (value === '1' ? '1' : '0');

export function presentSchoolInfo(row: SchoolRecord): SchoolInfo {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
    logoUrl: row.logo_url,
    iconUrl: row.icon_url,
    version: flag(row.version),
    openSchool: flag(row.open_school) as OpenSchoolFlag,
    authType: row.auth_type,
    // Inner-network detection needs the client IP rules of a later issue; nobody is "inner" yet.
    isInnerIp: false,
    loginMethod: row.login_method,
    licenseToSell: flag(row.license_to_sell),
    memberLicense: flag(row.member_license),
    kind: row.kind as SchoolKind,
    domain: row.domain,
    parentSchoolId: row.parent_id,
    certificationLevel: row.certification_level as CertificationLevel,
    templateName: row.template_name as NavigationTemplate,
    useDesignedHeader: flag(row.use_designed_header),
  };
}

/** The open-school summary the school-details call adds (enough for the privilege page of a closed school). */
export function presentOpenSchoolDetails(row: SchoolRecord) {
  return {
    ...presentSchoolInfo(row),
    openSchoolDetailsDto: {
      schoolId: row.id,
      schoolName: row.name,
      schoolNameEn: row.name_en,
      openSchool: flag(row.open_school),
      isPublic: row.is_public === 1,
    },
  };
}
