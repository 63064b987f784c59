import { describe, expect, it } from 'vitest';
import {
  canSwitchSchool,
  closedSchoolAccess,
  showAiEntry,
  showCertificationTip,
  showCreationEntry,
  showQuestionBankEntry,
  showCustomerService,
  showManagementEntries,
  showMemberBadge,
  showMessages,
  showPriceStrike,
  showTeachingEntry,
} from '../src/index.ts';

const bools = [false, true] as const;

describe('canSwitchSchool', () => {
  it('non-exclusive domestic school: always', () => {
    for (const loggedIn of bools)
      for (const allianceSwitchOn of bools)
        for (const unionMember of bools)
          expect(
            canSwitchSchool({ version: '0', overseas: false, loggedIn, allianceSwitchOn, unionMember }),
          ).toBe(true);
  });
  it('exclusive (version "1") or overseas: only logged in with alliance switch or union membership', () => {
    for (const [version, overseas] of [
      ['1', false],
      ['0', true],
      ['1', true],
    ] as const) {
      const base = { version, overseas };
      expect(canSwitchSchool({ ...base, loggedIn: false, allianceSwitchOn: true, unionMember: true })).toBe(
        false,
      );
      expect(canSwitchSchool({ ...base, loggedIn: true, allianceSwitchOn: false, unionMember: false })).toBe(
        false,
      );
      expect(canSwitchSchool({ ...base, loggedIn: true, allianceSwitchOn: true, unionMember: false })).toBe(
        true,
      );
      expect(canSwitchSchool({ ...base, loggedIn: true, allianceSwitchOn: false, unionMember: true })).toBe(
        true,
      );
    }
  });
});

describe('showManagementEntries', () => {
  it('needs a valid member who is admin', () => {
    expect(showManagementEntries({ validMember: true, admin: true })).toBe(true);
    expect(showManagementEntries({ validMember: true, admin: false })).toBe(false);
    expect(showManagementEntries({ validMember: false, admin: true })).toBe(false);
    expect(showManagementEntries({ validMember: false, admin: false })).toBe(false);
  });
});

describe('showCreationEntry', () => {
  it('matches !tech && (creationList || !overseas) && !O3 over all 16 combinations', () => {
    for (const techTenant of bools)
      for (const creationListSchool of bools)
        for (const overseas of bools)
          for (const isO3 of bools) {
            const expected = !techTenant && (creationListSchool || !overseas) && !isO3;
            expect(showCreationEntry({ techTenant, creationListSchool, overseas, isO3 })).toBe(expected);
          }
  });
  it('named cases', () => {
    expect(
      showCreationEntry({ techTenant: false, creationListSchool: false, overseas: false, isO3: false }),
    ).toBe(true);
    expect(
      showCreationEntry({ techTenant: false, creationListSchool: false, overseas: true, isO3: false }),
    ).toBe(false);
    expect(
      showCreationEntry({ techTenant: false, creationListSchool: true, overseas: true, isO3: false }),
    ).toBe(true);
    expect(
      showCreationEntry({ techTenant: true, creationListSchool: true, overseas: false, isO3: false }),
    ).toBe(false);
    expect(
      showCreationEntry({ techTenant: false, creationListSchool: true, overseas: false, isO3: true }),
    ).toBe(false);
  });
});

describe('showTeachingEntry', () => {
  it('only with lecturing permission (failed check → none)', () => {
    expect(showTeachingEntry({ hasPermission: true })).toBe(true);
    expect(showTeachingEntry({ hasPermission: false })).toBe(false);
    expect(showTeachingEntry({ hasPermission: null })).toBe(false);
    expect(showTeachingEntry({ hasPermission: undefined })).toBe(false);
  });
});

describe('showMessages', () => {
  it('hidden on overseas domains unless on the notify list', () => {
    expect(showMessages({ overseas: false, notifySchool: false })).toBe(true);
    expect(showMessages({ overseas: false, notifySchool: true })).toBe(true);
    expect(showMessages({ overseas: true, notifySchool: false })).toBe(false);
    expect(showMessages({ overseas: true, notifySchool: true })).toBe(true);
  });
});

describe('showAiEntry', () => {
  it('requires login and the server saying visible', () => {
    expect(showAiEntry({ loggedIn: true, aiEntranceVisible: true })).toBe(true);
    expect(showAiEntry({ loggedIn: false, aiEntranceVisible: true })).toBe(false);
    expect(showAiEntry({ loggedIn: true, aiEntranceVisible: false })).toBe(false);
    expect(showAiEntry({ loggedIn: true, aiEntranceVisible: null })).toBe(false);
  });
});

describe('showCustomerService', () => {
  it('switch "1" only', () => {
    expect(showCustomerService('1')).toBe(true);
    expect(showCustomerService(1)).toBe(true);
    for (const v of ['0', 0, '', null, undefined, true, 'true', ' 1'])
      expect(showCustomerService(v)).toBe(false);
  });
});

describe('showPriceStrike', () => {
  it('price differs and selling licensed', () => {
    expect(showPriceStrike({ price: 100, actualPrice: 80, licenseToSell: '1' })).toBe(true);
    expect(showPriceStrike({ price: 100, actualPrice: 100, licenseToSell: '1' })).toBe(false);
    expect(showPriceStrike({ price: 100, actualPrice: 80, licenseToSell: '0' })).toBe(false);
    expect(showPriceStrike({ price: 100, actualPrice: 80, licenseToSell: '' })).toBe(false);
  });
  it('float noise is not a difference; one cent is', () => {
    expect(showPriceStrike({ price: 0.1 + 0.2, actualPrice: 0.3, licenseToSell: '1' })).toBe(false);
    expect(showPriceStrike({ price: 0.31, actualPrice: 0.3, licenseToSell: '1' })).toBe(true);
  });
  it('non-finite prices never strike', () => {
    expect(showPriceStrike({ price: Number.NaN, actualPrice: 1, licenseToSell: '1' })).toBe(false);
  });
});

describe('showMemberBadge', () => {
  it('existMember and memberLicense "1"', () => {
    expect(showMemberBadge({ existMember: true, memberLicense: '1' })).toBe(true);
    expect(showMemberBadge({ existMember: false, memberLicense: '1' })).toBe(false);
    expect(showMemberBadge({ existMember: true, memberLicense: '0' })).toBe(false);
  });
});

describe('closedSchoolAccess', () => {
  it('open school: everyone allowed', () => {
    for (const loggedIn of bools)
      for (const validMember of bools)
        expect(closedSchoolAccess({ openSchool: '1', loggedIn, validMember })).toBe('allow');
  });
  it('closed school: visitor → login, non-member → privilege, member → allow', () => {
    expect(closedSchoolAccess({ openSchool: '0', loggedIn: false, validMember: false })).toBe('login');
    expect(closedSchoolAccess({ openSchool: '0', loggedIn: false, validMember: true })).toBe('login');
    expect(closedSchoolAccess({ openSchool: '0', loggedIn: true, validMember: false })).toBe('privilege');
    expect(closedSchoolAccess({ openSchool: '0', loggedIn: true, validMember: true })).toBe('allow');
  });
  it('sub-school of a closed parent is closed too, whatever its own flag', () => {
    const sub = { openSchool: '1', parentOpenSchool: '0' };
    expect(closedSchoolAccess({ ...sub, loggedIn: false, validMember: false })).toBe('login');
    expect(closedSchoolAccess({ ...sub, loggedIn: true, validMember: false })).toBe('privilege');
    expect(closedSchoolAccess({ ...sub, loggedIn: true, validMember: true })).toBe('allow');
  });
  it('closed sub-school of an open parent: members only', () => {
    const sub = { openSchool: '0', parentOpenSchool: '1' };
    expect(closedSchoolAccess({ ...sub, loggedIn: false, validMember: false })).toBe('login');
    expect(closedSchoolAccess({ ...sub, loggedIn: true, validMember: false })).toBe('privilege');
    expect(closedSchoolAccess({ ...sub, loggedIn: true, validMember: true })).toBe('allow');
  });
  it('open sub-school of an open parent (or no parent): everyone', () => {
    for (const parentOpenSchool of ['1', null, undefined])
      expect(
        closedSchoolAccess({ openSchool: '1', parentOpenSchool, loggedIn: false, validMember: false }),
      ).toBe('allow');
  });
});

describe('showCertificationTip', () => {
  it("authType not '3' on an inner IP", () => {
    for (const authType of ['0', '1', '2', '4', '', null, undefined]) {
      expect(showCertificationTip({ authType, isInnerIp: true })).toBe(true);
      expect(showCertificationTip({ authType, isInnerIp: false })).toBe(false);
    }
    expect(showCertificationTip({ authType: '3', isInnerIp: true })).toBe(false);
    expect(showCertificationTip({ authType: '3', isInnerIp: false })).toBe(false);
  });
});

describe('showQuestionBankEntry (issue 24)', () => {
  it('shows for a valid member with lecturing permission who is no admin', () => {
    expect(showQuestionBankEntry({ validMember: true, admin: false, lecturer: true })).toBe(true);
  });
  it('hides for an admin (the console entry holds the bank), a learner, an invalid member, unknown permission', () => {
    expect(showQuestionBankEntry({ validMember: true, admin: true, lecturer: true })).toBe(false);
    expect(showQuestionBankEntry({ validMember: true, admin: false, lecturer: false })).toBe(false);
    expect(showQuestionBankEntry({ validMember: false, admin: false, lecturer: true })).toBe(false);
    expect(showQuestionBankEntry({ validMember: true, admin: false, lecturer: null })).toBe(false);
  });
});
