/**
 * Demo data of issue 12: the Demo Academy's customer service (spec §3 config), its content review switched on, and
 * a few feedback messages from the demo users, so the admin inbox shows real rows on a fresh start.
 */
import { stableId } from '../db/ids.ts';
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';
import { SEED_EPOCH, iso } from './school-kit.ts';

const FEEDBACK = 48;
const DAY = 86_400_000;
const SCHOOL = DEMO_IDS.demoAcademy;

export function feedbackDemoRows(): SeedRows {
  const identity = {
    school_name: 'Demo Academy',
    client_type: '1',
    keyword: null,
    evaluation: null,
    pic_url: null,
  };
  return {
    config_entries: [
      {
        school_id: SCHOOL,
        config_type: 'customerServiceInfo',
        config_value: JSON.stringify({
          servicePhone: '400-820-1234',
          serviceEmail: 'service@demo.test',
          serviceWeChat: 'PorticoDemo',
        }),
      },
      { school_id: SCHOOL, config_type: 'contentReviewSwitch', config_value: '1' },
    ],
    feedback: [
      {
        ...identity,
        id: stableId(FEEDBACK, 1),
        school_id: SCHOOL,
        user_id: DEMO_IDS.learner,
        user_name: 'Lena Learner',
        feedback_type: 1,
        content: '视频播放到一半会卡住 The course video freezes halfway through on my laptop.',
        allow_contact: 1,
        phone_number: '13812345678',
        created_at: iso(SEED_EPOCH + 3 * DAY),
      },
      {
        ...identity,
        id: stableId(FEEDBACK, 2),
        school_id: SCHOOL,
        user_id: DEMO_IDS.learner,
        user_name: 'Lena Learner',
        feedback_type: 2,
        content: 'Can I download certificates for finished courses?',
        allow_contact: 0,
        phone_number: null,
        created_at: iso(SEED_EPOCH + 5 * DAY),
      },
      {
        ...identity,
        id: stableId(FEEDBACK, 3),
        school_id: SCHOOL,
        user_id: DEMO_IDS.teacher,
        user_name: 'Tom Teacher',
        feedback_type: 0,
        content: 'The new course editor is much faster, thank you!',
        allow_contact: 0,
        phone_number: null,
        created_at: iso(SEED_EPOCH + 6 * DAY),
      },
    ],
  };
}
