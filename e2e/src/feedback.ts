/** Helpers of the feedback, uploads, tools and bulletin flows (issue 12). */
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './login.ts';
import { messages } from './messages.ts';

/** A solid-colour PNG (RGB, 8-bit), made here so each test image has its own bytes and hash. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, rgb: [number, number, number], size = 120) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(size, Math.round(size * 0.75), rgb),
});

/** Logs in through the login dialog, in the page's language. */
export async function logInThroughDialog(page: Page, lang: string, account: string): Promise<void> {
  const t = messages(lang);
  const dialog = page.getByRole('dialog', { name: t['route.login'] });
  await dialog.waitFor();
  await dialog.getByLabel(t['auth.account']!).fill(account);
  await dialog.getByLabel(t['auth.password']!).fill(DEMO_PASSWORD);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: t['auth.submit'] }).click();
}

/** Drops files on an element the way a browser does (a DataTransfer holding them). */
export async function dropFiles(
  page: Page,
  selector: string,
  files: Array<{ name: string; type: string; text: string }>,
) {
  await page.locator(selector).evaluate((element, list) => {
    const transfer = new DataTransfer();
    for (const file of list) transfer.items.add(new File([file.text], file.name, { type: file.type }));
    element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, files);
}

/** Keeps a screenshot of the state when E2E_SHOTS names a folder (looked at by a person, never compared). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  const fs = await import('node:fs');
  const path = await import('node:path');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
