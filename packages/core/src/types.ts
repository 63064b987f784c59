/**
 * Wire shapes of the spec's entities (section 3), exactly as the API returns them and the web app reads them.
 * Field names follow the spec; ids of schools and users are 19-digit strings.
 */

/** "1" open to everyone, "0" closed to non-members. */
export type OpenSchoolFlag = '0' | '1';
/** Certification levels: none '0', person '1', enterprise '2', vendor '3', platform-academy '4'. */
export type CertificationLevel = '0' | '1' | '2' | '3' | '4';
/** Our own classification of a tenant; the spec's O3 variant is 'o3', store-type schools are 'store'. */
export type SchoolKind = 'standard' | 'o3' | 'store';

export interface SchoolInfo {
  id: string;
  name: string;
  nameEn: string | null;
  description: string | null;
  logoUrl: string | null;
  iconUrl: string | null;
  /** "1" = exclusive: limited switching. */
  version: '0' | '1';
  openSchool: OpenSchoolFlag;
  /** "3" = certified; anything else shows the certification tip on inner IPs. */
  authType: string;
  isInnerIp: boolean;
  loginMethod: string;
  licenseToSell: '0' | '1';
  memberLicense: '0' | '1';
  kind: SchoolKind;
  /** Own domain (host) of the school, or null to use the current host. */
  domain: string | null;
  /** Parent school id for a sub-school, else null. */
  parentSchoolId: string | null;
  certificationLevel: CertificationLevel;
  /** Navigation template chosen by the school: index1 | index2 | index3. */
  templateName: NavigationTemplate;
  /** O3 schools use a designed header only when this is '1'. */
  useDesignedHeader: '0' | '1';
}

export interface AcademyRecord {
  id: string;
  name: string;
  description: string | null;
  mobileLogoUrl: string | null;
  openSchool: OpenSchoolFlag;
  configValue: CertificationLevel;
  domain: string | null;
  parentSchoolId: string | null;
  isPermission: boolean;
  onLearnHeadcount: number;
  coursesNumber: number;
  newestCourseName: string | null;
  childrenPage: { records: AcademyRecord[]; total: number } | null;
}

export interface Category {
  id: string;
  title: string;
  source: number;
  children: Category[];
  /** Sub-categories shown as terms under a second-level category. */
  terms: Category[];
}

export interface LatestCourse {
  id: string;
  name: string;
  cover: string | null;
  /** Prices in yuan, as decimal numbers. */
  price: number;
  actualPrice: number;
  purchaseCount: number;
  viewCount: number;
  deptName: string | null;
  existMember: boolean;
  applicationType: string;
  courseResourceId: string;
}

/** A course found by the search (contracts §6): a LatestCourse plus where it lives and what matched. */
export type SearchHit = LatestCourse & {
  schoolId: string;
  description: string | null;
  lecturerName: string | null;
  categoryTitle: string | null;
};

export interface CourseDetail extends LatestCourse {
  schoolId: string;
  description: string | null;
  lecturerName: string | null;
  categoryId: string | null;
  categoryTitle: string | null;
  createdAt: string;
}

export type NavigationTemplate = 'index1' | 'index2' | 'index3';

export interface CustomMenuItem {
  label: string;
  labelEn: string | null;
  tip: string | null;
  tipEn: string | null;
  url: string | null;
  open: boolean;
  children: CustomMenuItem[];
}

/** pageType of a navigation page: which kind of page it opens. */
export type NavigationPageType = 'page' | 'link' | 'knowledge' | 'exercise' | 'learningGroup' | 'menu';

export interface NavigationPage {
  /** "0" = external link via diyUrl; "1" = custom menu; otherwise a page id. */
  pageId: string;
  name: string;
  nameEn: string | null;
  showName: string | null;
  isView: boolean;
  diyUrl: string | null;
  pageType: NavigationPageType;
  index: number;
  children: NavigationPage[];
  diyMenus: CustomMenuItem[];
  width: number | null;
  minWidth: number | null;
}

export interface NavigationGroup {
  id: string;
  name: string;
  nameEn: string | null;
  templateName: NavigationTemplate;
  navigationPages: NavigationPage[];
}

/** Header component codes 001..011. */
export type HeaderComponentCode =
  '001' | '002' | '003' | '004' | '005' | '006' | '007' | '008' | '009' | '010' | '011';

export interface HeaderComponentPlacement {
  navComId: HeaderComponentCode;
  width: number | null;
}

export interface HeaderRow {
  left: HeaderComponentPlacement[];
  right: HeaderComponentPlacement[];
}

export interface HeaderComponentConfig {
  code: HeaderComponentCode;
  displayStyle: 'tile' | 'list';
  componentStyle: 'text' | 'stroke';
  /** Font weight normal 1 / bold 2. */
  fontStyle: 1 | 2;
  width: number | null;
  /** Logo style icon+text 1 / icon only 2 (code 001 only). */
  logoStyle?: 1 | 2;
  configures: Array<{
    pageType: number;
    name: string;
    nameEn: string | null;
    status: boolean;
    width: number | null;
    showName: string | null;
    diyUrl: string | null;
  }>;
}

export interface HeaderSettings {
  top: HeaderRow;
  bottom: HeaderRow;
  components: HeaderComponentConfig[];
}

export type FooterRelateType = 'centerGuide' | 'stuGuide' | 'manGuide' | 'feedback' | 'privacy' | 'custom';

export interface FooterNavigation {
  showName: string;
  relateType: FooterRelateType;
  relateUrl: string | null;
  children: FooterNavigation[];
}

export interface FooterQrCode {
  url: string;
  urlEn: string | null;
  urlMobile: string | null;
  showName: string;
  explainMobile: string | null;
}

export interface FooterTemplate {
  type: 1 | 2;
  isUsed: boolean;
  copyright: {
    company: string | null;
    beian: string | null;
    registerSystemInfo: string | null;
    support: string | null;
  };
  footerNavigations: FooterNavigation[];
  footerQrCodes: FooterQrCode[];
  /** Footer switch: VersionInformationSwitch '1' shows the copyright line for template 2. */
  versionInformationSwitch: '0' | '1';
}

export interface Bulletin {
  id: string;
  content: string;
  /** ISO 8601 instants. */
  startTime: string;
  endTime: string;
  /** 1 = active. */
  status: number;
}

export interface UserInfo {
  id: string;
  nickName: string | null;
  realName: string | null;
  mobile: string | null;
  email: string | null;
  avatarUrl: string | null;
}

export interface HotSearchEntry {
  keyword: string;
  count: number;
}
