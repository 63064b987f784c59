/**
 * What an uploaded file really is (issue 12): the content decides, never the name or the declared type. A file is
 * accepted only when its magic bytes say gif, jpeg or png (spec §5), the decoder agrees, and its size in pixels is
 * within UPLOAD_LIMITS — read from the header, before any pixel is decoded, so a decompression bomb never expands.
 * What is stored is a re-encoding of the decoded pixels: metadata (EXIF, GPS, comments) and anything appended to
 * the image (a polyglot's script, a zip) are gone, and what is served is exactly what was checked.
 */
import { UPLOAD_LIMITS } from '@portico/core';
import sharp, { type Metadata, type Sharp } from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'gif';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};
export const EXTENSIONS: Record<ImageFormat, 'png' | 'jpg' | 'gif'> = { png: 'png', jpeg: 'jpg', gif: 'gif' };

// Tests and the server process share one libvips: no cache of decoded images kept between requests.
sharp.cache(false);

/** The format the first bytes announce, or null. */
function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

export type ImageProblem = 'format' | 'unreadable' | 'tooLarge';

export class ImageRejected extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image rejected: ${problem}`);
  }
}

export interface CheckedImage {
  format: ImageFormat;
  data: Buffer;
  width: number;
  height: number;
}

const decoderOptions = (animated: boolean) => ({
  // Refuse more pixels than our limit before decoding (libvips checks the header's dimensions).
  limitInputPixels: UPLOAD_LIMITS.MAX_PIXELS,
  // A truncated or corrupt image is refused rather than half-decoded.
  failOn: 'error' as const,
  animated,
});

/** Reads the header: format and dimensions, within the limits (frames of an animation count together). */
async function inspect(data: Buffer, format: ImageFormat) {
  let meta: Metadata;
  try {
    // metadata() reads the header only (no pixel is decoded): the dimensions are checked below, by us.
    meta = await sharp(data, { ...decoderOptions(format === 'gif'), limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('unreadable');
  }
  if (meta.format !== format) throw new ImageRejected('format');
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const frames = meta.pages ?? 1;
  if (width < 1 || frameHeight < 1) throw new ImageRejected('unreadable');
  if (width > UPLOAD_LIMITS.MAX_SIDE || frameHeight > UPLOAD_LIMITS.MAX_SIDE)
    throw new ImageRejected('tooLarge');
  if (width * frameHeight * frames > UPLOAD_LIMITS.MAX_PIXELS) throw new ImageRejected('tooLarge');
  return { width, height: frameHeight };
}

function encoder(image: Sharp, format: ImageFormat): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 85, mozjpeg: true });
  if (format === 'png') return image.png({ compressionLevel: 8 });
  return image.gif();
}

/** Checks an uploaded file and answers the re-encoded image to store (no metadata, nothing appended). */
export async function checkAndReencode(data: Buffer): Promise<CheckedImage> {
  const format = sniffImageFormat(data);
  if (!format) throw new ImageRejected('format');
  await inspect(data, format);
  try {
    // rotate(): applies the EXIF orientation, since the EXIF block itself is dropped.
    const pipeline = sharp(data, decoderOptions(format === 'gif'))
      .rotate()
      .resize({
        width: UPLOAD_LIMITS.STORED_MAX_SIDE,
        height: UPLOAD_LIMITS.STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const { data: out, info } = await encoder(pipeline, format).toBuffer({ resolveWithObject: true });
    return { format, data: out, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new ImageRejected('unreadable');
  }
}

/** A stored image scaled down to `width` (never up), in its own format. */
export async function resizeStored(data: Buffer, format: ImageFormat, width: number): Promise<Buffer> {
  const pipeline = sharp(data, decoderOptions(format === 'gif')).resize({ width, withoutEnlargement: true });
  return encoder(pipeline, format).toBuffer();
}

/** Spec §7 width query: the smallest of our widths at least as wide as asked (the largest when wider). */
export function snapWidth(requested: number): number {
  const widths = UPLOAD_LIMITS.RESIZE_WIDTHS;
  return widths.find((width) => width >= requested) ?? widths[widths.length - 1]!;
}

export const formatOfExtension = (ext: string): ImageFormat | null =>
  ext === 'png' ? 'png' : ext === 'jpg' ? 'jpeg' : ext === 'gif' ? 'gif' : null;
