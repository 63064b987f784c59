/**
 * The import template (issue 24): the header row and one example row per question kind, as an .xlsx workbook or a
 * UTF-8 .csv with a byte-order mark (so spreadsheet programs read the accents right). The examples pass the
 * import's own checks (tested), so an author can start from a file that works.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_COLUMNS } from './rows.ts';

type Example = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;

const EXAMPLES: Example[] = [
  {
    kind: 'single',
    category: 'Geography',
    difficulty: '1',
    points: '2',
    stem: 'Which city is the capital of France?',
    A: 'Lyon',
    B: 'Paris',
    C: 'Marseille',
    key: 'B',
    explanation: 'Paris has been the capital since the 10th century.',
  },
  {
    kind: 'multiple',
    category: 'Geography',
    difficulty: '2',
    points: '4',
    stem: 'Which of these are rivers?',
    A: 'Danube',
    B: 'Alps',
    C: 'Nile',
    D: 'Sahara',
    key: 'A,C',
    partialCredit: 'proportional',
    explanation: 'The Alps are mountains and the Sahara a desert.',
  },
  {
    kind: 'truefalse',
    category: 'Science',
    difficulty: '1',
    points: '1',
    stem: 'Water boils at 100 °C at sea level.',
    key: 'true',
    explanation: '',
  },
  {
    kind: 'blank',
    category: 'Science',
    difficulty: '3',
    points: '2',
    stem: 'The chemical symbol of gold is ___ and of silver is ___.',
    key: 'Au;Ag',
    caseSensitive: 'true',
    explanation: 'From the Latin aurum and argentum.',
  },
  {
    kind: 'essay',
    category: 'Writing',
    difficulty: '4',
    points: '10',
    stem: 'Describe the water cycle in a few sentences.',
    key: '',
    explanation: 'Evaporation, condensation, precipitation, collection.',
  },
];

export function templateRows(): string[][] {
  return [
    [...IMPORT_COLUMNS],
    ...EXAMPLES.map((example) => IMPORT_COLUMNS.map((column) => example[column] ?? '')),
  ];
}

export function templateCsv(): string {
  return `\uFEFF${Papa.unparse(templateRows(), { newline: '\r\n' })}\r\n`;
}

export async function templateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  const [header, ...rows] = templateRows();
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  // Text cells throughout (a key like "true" or "1" must not turn into a boolean or number).
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
