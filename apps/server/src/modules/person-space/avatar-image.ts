/**
 * Avatar uploads (issue 11 §4): a data URL of a GIF, JPEG or PNG (core IMAGE_MIME_TYPES, the formats spec §5
 * allows for images) of at most 512 KiB, whose bytes really are that format; re-encoded by sharp into a 256 px
 * square WebP, which drops any metadata (location, camera) and anything that is not pixels.
 */
import { API_LIMITS, IMAGE_MIME_TYPES } from '@portico/core';
import sharp from 'sharp';
import { fail } from '../../shared/http-error.ts';

const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/** File signatures of the allowed formats. */
const SIGNATURES: Record<string, number[][]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/jpg': [[0xff, 0xd8, 0xff]],
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
};

const AVATAR_INVALID = 'The avatar must be a GIF, JPEG or PNG image';

export async function avatarImage(dataUrl: string): Promise<{ contentType: string; bytes: Buffer }> {
  const match = DATA_URL.exec(dataUrl.trim());
  const type = match?.[1];
  if (!match || !type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type)) {
    throw fail('AVATAR_INVALID', AVATAR_INVALID);
  }
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > API_LIMITS.AVATAR_BYTES_MAX) {
    throw fail('AVATAR_TOO_LARGE', `The avatar may be at most ${API_LIMITS.AVATAR_BYTES_MAX / 1024} KiB`, {
      max: API_LIMITS.AVATAR_BYTES_MAX / 1024,
    });
  }
  const signed = (SIGNATURES[type] ?? []).some((sig) => sig.every((byte, i) => bytes[i] === byte));
  if (!signed) throw fail('AVATAR_INVALID', AVATAR_INVALID);
  try {
    const out = await sharp(bytes, { limitInputPixels: 25_000_000, failOn: 'error' })
      .rotate()
      .resize(API_LIMITS.AVATAR_SIZE, API_LIMITS.AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    return { contentType: 'image/webp', bytes: out };
  } catch {
    throw fail('AVATAR_INVALID', AVATAR_INVALID);
  }
}
