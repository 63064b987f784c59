/** The wire schemas accept what the API answers and refuse what it must not (the types derive from them). */
import { API_LIMITS } from '@portico/core';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  AcademyRecordSchema,
  CategorySchema,
  ERROR_CODES,
  ErrorBody,
  FooterTemplateSchema,
  NavigationGroupSchema,
  SearchCoursesQuery,
  type AcademyRecord,
  type Category,
  type NavigationGroup,
} from '../src/index.ts';

const category = (id: string, children: Category[] = [], terms: Category[] = []): Category => ({
  id,
  title: `Category ${id}`,
  source: 0,
  children,
  terms,
});

describe('nested shapes are typed at every depth', () => {
  it('categories nest children and terms without a depth limit', () => {
    const tree = category('1', [category('2', [category('3', [category('4')])], [category('5')])]);
    expect(Value.Check(CategorySchema, tree)).toBe(true);
    const broken = category('1', [{ ...category('2'), terms: [{ id: 3 }] } as unknown as Category]);
    expect(Value.Check(CategorySchema, broken)).toBe(false);
  });

  it('navigation pages carry nested pages and custom menus; pageType is one of the known kinds', () => {
    const group: NavigationGroup = {
      id: '1',
      name: 'Main',
      nameEn: null,
      templateName: 'index1',
      navigationPages: [
        {
          pageId: '1',
          name: 'Menu',
          nameEn: null,
          showName: null,
          isView: true,
          diyUrl: null,
          pageType: 'menu',
          index: 0,
          children: [],
          diyMenus: [
            { label: 'A', labelEn: null, tip: null, tipEn: null, url: null, open: false, children: [] },
          ],
          width: null,
          minWidth: null,
        },
      ],
    };
    expect(Value.Check(NavigationGroupSchema, group)).toBe(true);
    const page = group.navigationPages[0]!;
    const wrongKind = { ...group, navigationPages: [{ ...page, pageType: 'popup' }] };
    expect(Value.Check(NavigationGroupSchema, wrongKind)).toBe(false);
    expect(Value.Check(NavigationGroupSchema, { ...group, templateName: 'index9' })).toBe(false);
  });

  it('academy records hold their sub-schools, which hold theirs', () => {
    const record = (id: string, children: AcademyRecord[] | null): AcademyRecord => ({
      id,
      name: 'School',
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
      childrenPage: children && { records: children, total: children.length },
    });
    const parent = record('1000000000000000001', [record('1000000000000000011', [])]);
    expect(Value.Check(AcademyRecordSchema, parent)).toBe(true);
    expect(Value.Check(AcademyRecordSchema, { ...parent, configValue: '9' })).toBe(false);
  });

  it('footer relate types are the spec list', () => {
    const footer = {
      type: 2,
      isUsed: true,
      copyright: { company: null, beian: null, registerSystemInfo: null, support: null },
      footerNavigations: [{ showName: 'Help', relateType: 'stuGuide', relateUrl: null, children: [] }],
      footerQrCodes: [],
      versionInformationSwitch: '1',
    };
    expect(Value.Check(FooterTemplateSchema, footer)).toBe(true);
    const unknownType = {
      ...footer,
      footerNavigations: [{ showName: 'X', relateType: 'elsewhere', relateUrl: null, children: [] }],
    };
    expect(Value.Check(FooterTemplateSchema, unknownType)).toBe(false);
  });
});

describe('error envelope', () => {
  it('accepts every catalogued code and nothing else', () => {
    for (const errorCode of ERROR_CODES) {
      expect(Value.Check(ErrorBody, { code: 400, errorCode, message: 'x' })).toBe(true);
    }
    expect(Value.Check(ErrorBody, { code: 400, errorCode: 'SOMETHING_ELSE', message: 'x' })).toBe(false);
    expect(Value.Check(ErrorBody, { code: 400, message: 'no code' })).toBe(false);
  });
});

describe('limits are defined once (core API_LIMITS)', () => {
  it('the search query defaults to the page size the web asks for', () => {
    const pageSize = SearchCoursesQuery.properties.pageSize as { default?: unknown; maximum?: unknown };
    expect(pageSize.default).toBe(API_LIMITS.SEARCH_PAGE_SIZE);
    expect(pageSize.maximum).toBe(API_LIMITS.SEARCH_PAGE_SIZE_MAX);
  });
});
