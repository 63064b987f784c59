/** Header layout and footer templates of the demo schools. */
import { stableId } from '../db/ids.ts';
import type { SeedRows } from './rows.ts';
import { PREFIX } from './school-kit.ts';

type Placement = [code: string, width: number | null];

const LAYOUT: Record<'top' | 'bottom', Record<'left' | 'right', Placement[]>> = {
  top: {
    left: [
      ['001', 220],
      ['002', 120],
    ],
    right: [
      ['004', 240],
      ['007', 80],
      ['008', 80],
      ['006', 40],
      ['009', 40],
      ['010', 100],
      ['005', 120],
    ],
  },
  bottom: { left: [['003', 1200]], right: [['011', null]] },
};

const FUNCTION_MENU = [
  {
    pageType: 1,
    name: '学校管理',
    nameEn: 'School management',
    status: true,
    width: null,
    showName: null,
    diyUrl: null,
  },
  { pageType: 2, name: '控制台', nameEn: 'Console', status: true, width: null, showName: null, diyUrl: null },
  {
    pageType: 3,
    name: '我的学习',
    nameEn: 'My learning',
    status: true,
    width: null,
    showName: null,
    diyUrl: null,
  },
  {
    pageType: 4,
    name: '帮助文档',
    nameEn: 'Help docs',
    status: true,
    width: null,
    showName: '帮助文档',
    diyUrl: 'https://example.com/help',
  },
  {
    pageType: 5,
    name: '敬请期待',
    nameEn: 'Coming soon',
    status: false,
    width: null,
    showName: null,
    diyUrl: null,
  },
];

export function demoHeader(schoolId: string): Pick<SeedRows, 'header_settings' | 'header_component_configs'> {
  const header_settings: NonNullable<SeedRows['header_settings']> = [];
  for (const row of ['top', 'bottom'] as const) {
    for (const side of ['left', 'right'] as const) {
      LAYOUT[row][side].forEach(([code, width], sort) =>
        header_settings.push({ school_id: schoolId, row, side, nav_com_id: code, width, sort }),
      );
    }
  }
  const codes = ['001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011'];
  const header_component_configs = codes.map((code) => ({
    school_id: schoolId,
    code,
    display_style: code === '003' ? 'tile' : 'list',
    component_style: code === '004' ? 'stroke' : 'text',
    font_style: code === '003' ? 2 : 1,
    logo_style: code === '001' ? 1 : null,
    width:
      LAYOUT.top.left.concat(LAYOUT.top.right, LAYOUT.bottom.left).find(([c]) => c === code)?.[1] ?? null,
    configures: JSON.stringify(code === '010' ? FUNCTION_MENU : []),
  }));
  return { header_settings, header_component_configs };
}

/** Stable ids of the demo footer's links and QR codes: their English and Arabic texts are stored under them. */
const footerItemId = (n: number) => stableId(PREFIX.footer, 9000 + n);

export const FOOTER_NAVIGATIONS = [
  {
    id: footerItemId(1),
    showName: '帮助中心',
    relateType: 'centerGuide',
    relateUrl: null,
    children: [
      { id: footerItemId(2), showName: '学员指南', relateType: 'stuGuide', relateUrl: null, children: [] },
      { id: footerItemId(3), showName: '管理员指南', relateType: 'manGuide', relateUrl: null, children: [] },
    ],
  },
  { id: footerItemId(4), showName: '意见反馈', relateType: 'feedback', relateUrl: null, children: [] },
  { id: footerItemId(5), showName: '隐私声明', relateType: 'privacy', relateUrl: null, children: [] },
  {
    id: footerItemId(6),
    showName: '友情链接',
    relateType: 'custom',
    relateUrl: null,
    children: [
      {
        id: footerItemId(7),
        showName: 'Portico',
        relateType: 'custom',
        relateUrl: 'https://example.com',
        children: [],
      },
    ],
  },
];

export const QR_CODES = [
  {
    id: footerItemId(11),
    url: '/assets/demo/qr-app.svg',
    urlEn: '/assets/demo/qr-app-en.svg',
    urlMobile: '/assets/demo/qr-app-m.svg',
    showName: '下载 App',
    explainMobile: '扫码下载移动端',
  },
  {
    id: footerItemId(12),
    url: '/assets/demo/qr-wechat.svg',
    urlEn: null,
    urlMobile: null,
    showName: '微信公众号',
    explainMobile: null,
  },
];

/** Template 2 (in use, with navigation and QR codes) and the default template 1. */
export function demoFooterTemplates(
  schoolId: string,
  nextId: () => string,
): NonNullable<SeedRows['footer_templates']> {
  const copyright = {
    company: '演示学院有限公司 Demo Academy Ltd.',
    beian: '京ICP备00000000号',
    registerSystemInfo: '京公网安备 00000000000000号',
    support: 'Powered by Portico',
  };
  return [
    {
      id: nextId(),
      school_id: schoolId,
      type: 1,
      is_used: 0,
      copyright: JSON.stringify(copyright),
      navigations: '[]',
      qr_codes: '[]',
      version_information_switch: '0',
    },
    {
      id: nextId(),
      school_id: schoolId,
      type: 2,
      is_used: 1,
      copyright: JSON.stringify(copyright),
      navigations: JSON.stringify(FOOTER_NAVIGATIONS),
      qr_codes: JSON.stringify(QR_CODES),
      version_information_switch: '1',
    },
  ];
}
