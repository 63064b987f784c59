import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOGIN_MENU,
  LEARNING_ENTRANCES,
  LEARNING_ENTRANCE_TARGETS,
  PERSONAL_CENTER_TYPES,
  aiOpensRoleLearning,
  aiTaskTipDue,
  isInternalAddress,
  isSchoolCertified,
  localDay,
  parseIpAddress,
  parseLoginMenuConfig,
  privateCenterSection,
  questionKeywords,
  vipBucket,
} from '../src/index.ts';

describe('parseLoginMenuConfig', () => {
  it('gives the defaults for missing or malformed config', () => {
    for (const raw of [null, undefined, '', '{', 42, 'null', '[]']) {
      expect(parseLoginMenuConfig(raw)).toEqual(DEFAULT_LOGIN_MENU);
    }
  });
  it('applies list and object forms, ignoring unknown keys and statuses', () => {
    const config = parseLoginMenuConfig(
      JSON.stringify({
        entries: [
          { key: 'creation', status: false },
          { key: 'fans', status: '0' },
          { key: 'bogus', status: true },
          { key: 'teaching', status: 'maybe' },
        ],
        learningEntrance: { myExams: 1, myCourses: 0 },
      }),
    );
    expect(config.entries).toEqual({ ...DEFAULT_LOGIN_MENU.entries, creation: false, fans: false });
    expect(config.learningEntrance.myExams).toBe(true);
    expect(config.learningEntrance.myCourses).toBe(false);
    expect(config.learningEntrance.myTasks).toBe(true);
  });
  it('never shares state with the defaults', () => {
    parseLoginMenuConfig({ entries: { fans: false } }).entries.creation = false;
    expect(DEFAULT_LOGIN_MENU.entries.creation).toBe(true);
  });
});

describe('learning entrances', () => {
  it('lead to a private-center type of the spec or the learning archive', () => {
    for (const entrance of LEARNING_ENTRANCES) {
      const target = LEARNING_ENTRANCE_TARGETS[entrance];
      expect([...PERSONAL_CENTER_TYPES, 'learningProfile']).toContain(target);
    }
  });
});

describe('privateCenterSection', () => {
  it('maps the spec type values to sections', () => {
    expect(privateCenterSection(null)).toBe('courses');
    expect(privateCenterSection('')).toBe('courses');
    expect(privateCenterSection('studyCenter_MyCourse')).toBe('courses');
    expect(privateCenterSection('personalCenter_Message')).toBe('messages');
    expect(privateCenterSection('studyCenter_MyTask')).toBe('tasks');
    expect(privateCenterSection('studyCenter_MyExam')).toBe('exams');
    expect(privateCenterSection('anything')).toBe('unavailable');
  });
});

describe('AI task tip (spec §4)', () => {
  it('shows once a day when there is a position task', () => {
    expect(aiTaskTipDue({ havePositionTask: true, lastShownDay: null, today: '2026-05-01' })).toBe(true);
    expect(aiTaskTipDue({ havePositionTask: true, lastShownDay: '2026-04-30', today: '2026-05-01' })).toBe(
      true,
    );
    expect(aiTaskTipDue({ havePositionTask: true, lastShownDay: '2026-05-01', today: '2026-05-01' })).toBe(
      false,
    );
    expect(aiTaskTipDue({ havePositionTask: false, lastShownDay: null, today: '2026-05-01' })).toBe(false);
  });
  it('opens the role-learning tab while the task was not opened today', () => {
    expect(aiOpensRoleLearning({ havePositionTask: true, lastOpenedDay: null, today: '2026-05-01' })).toBe(
      true,
    );
    expect(
      aiOpensRoleLearning({ havePositionTask: true, lastOpenedDay: '2026-05-01', today: '2026-05-01' }),
    ).toBe(false);
    expect(aiOpensRoleLearning({ havePositionTask: false, lastOpenedDay: null, today: '2026-05-01' })).toBe(
      false,
    );
  });
  it('records local days', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('vipBucket (spec §9 300000 ms)', () => {
  it('changes every five minutes', () => {
    expect(vipBucket(0)).toBe(0);
    expect(vipBucket(299_999)).toBe(0);
    expect(vipBucket(300_000)).toBe(1);
  });
});

describe('isSchoolCertified', () => {
  it("is authType '3'", () => {
    expect(isSchoolCertified({ authType: '3' })).toBe(true);
    for (const authType of ['0', '1', '2', '4', null, undefined]) {
      expect(isSchoolCertified({ authType })).toBe(false);
    }
  });
});

describe('internal-segment check', () => {
  it('parses IPv4, IPv6 and IPv4-mapped addresses', () => {
    expect(parseIpAddress('10.1.2.3')).toEqual([10, 1, 2, 3]);
    expect(parseIpAddress('::ffff:127.0.0.1')).toEqual([127, 0, 0, 1]);
    expect(parseIpAddress('::1')).toHaveLength(16);
    expect(parseIpAddress('[fd00::1]')).toHaveLength(16);
    for (const bad of ['256.0.0.1', '1.2.3', '01.2.3.4', 'abc', '1::2::3', '1:2:3:4:5:6:7:8:9', '']) {
      expect(parseIpAddress(bad)).toBeNull();
    }
  });
  it('matches CIDR segments at their boundaries', () => {
    const segments = ['10.0.0.0/8', '192.168.1.0/24', '172.16.5.4', 'fd00::/8'];
    expect(isInternalAddress('10.255.255.255', segments)).toBe(true);
    expect(isInternalAddress('11.0.0.0', segments)).toBe(false);
    expect(isInternalAddress('192.168.1.200', segments)).toBe(true);
    expect(isInternalAddress('192.168.2.1', segments)).toBe(false);
    expect(isInternalAddress('172.16.5.4', segments)).toBe(true);
    expect(isInternalAddress('172.16.5.5', segments)).toBe(false);
    expect(isInternalAddress('fd12::5', segments)).toBe(true);
    expect(isInternalAddress('fe80::1', segments)).toBe(false);
    expect(isInternalAddress('::ffff:10.1.1.1', segments)).toBe(true);
  });
  it('never matches malformed input', () => {
    expect(isInternalAddress(null, ['0.0.0.0/0'])).toBe(false);
    expect(isInternalAddress('nonsense', ['0.0.0.0/0'])).toBe(false);
    expect(isInternalAddress('10.0.0.1', ['10.0.0.0/33', '10.0.0.0/x', 'garbage', ''])).toBe(false);
    expect(isInternalAddress('10.0.0.1', ['0.0.0.0/0'])).toBe(true);
  });
});

describe('questionKeywords', () => {
  it('keeps the subject of English questions', () => {
    expect(questionKeywords('Which courses teach Python?')).toEqual(['python']);
    expect(questionKeywords('Do you have any courses about data analysis and SQL?')).toEqual([
      'analysis',
      'data',
      'sql',
    ]);
    expect(questionKeywords('C++ or C#?')).toEqual(['c++', 'c#']);
  });
  it('cuts filler phrases out of CJK questions', () => {
    expect(questionKeywords('有哪些数据分析的课程？')).toEqual(['数据分析']);
    expect(questionKeywords('我想学习云计算')).toEqual(['云计算']);
  });
  it('returns nothing for empty or stop-word-only questions and at most five words', () => {
    expect(questionKeywords('')).toEqual([]);
    expect(questionKeywords('which courses can you recommend?')).toEqual([]);
    expect(questionKeywords('alpha bravo charlie delta echoes foxtrot golf')).toHaveLength(5);
  });
});
