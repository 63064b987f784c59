/**
 * A video's duration read at upload (issue 25), by a small parser over positioned reads so a 4 GB file is never
 * loaded: MP4 (ISO BMFF) from `moov/mvhd` wherever the moov box sits (start or end of the file), WebM (Matroska)
 * from `Segment/Info` (TimecodeScale × Duration). Ogg answers null (its length needs the last page's granule and
 * the codec's rate; the player reads it). Any malformed structure answers null, never throws.
 */

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u64 = (b: Uint8Array, at: number) => u32(b, at) * 2 ** 32 + u32(b, at + 4);
const type4 = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** Seconds of an MP4 from its movie header, rounded; null when there is none. */
export async function mp4DurationSeconds(read: ReadAt, fileSize: number): Promise<number | null> {
  let offset = 0;
  for (let guard = 0; offset + 8 <= fileSize && guard < 10_000; guard += 1) {
    const header = await read(offset, 16);
    if (header.length < 8) return null;
    let size = u32(header, 0);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = u64(header, 8);
      headerSize = 16;
    } else if (size === 0) {
      size = fileSize - offset;
    }
    if (size < headerSize) return null;
    if (type4(header, 4) === 'moov') return mvhdSeconds(read, offset + headerSize, offset + size);
    offset += size;
  }
  return null;
}

async function mvhdSeconds(read: ReadAt, start: number, end: number): Promise<number | null> {
  let offset = start;
  for (let guard = 0; offset + 8 <= end && guard < 1000; guard += 1) {
    const header = await read(offset, 8);
    if (header.length < 8) return null;
    const size = u32(header, 0);
    if (size < 8) return null;
    if (type4(header, 4) === 'mvhd') {
      const body = await read(offset + 8, Math.min(size - 8, 40));
      const version = body[0];
      const timescale = version === 1 ? u32(body, 20) : u32(body, 12);
      const duration = version === 1 ? u64(body, 24) : u32(body, 16);
      if (body.length < (version === 1 ? 32 : 20) || timescale === 0) return null;
      return Math.round(duration / timescale);
    }
    offset += size;
  }
  return null;
}

/** An EBML variable-length integer at `at`: its value (marker bit removed unless `keepMarker`) and length. */
function vint(b: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8 || at + length > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + b[at + i]!;
  return { value, length };
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** Seconds of a WebM from its segment info, rounded; null when absent (a live recording may omit it). */
export async function webmDurationSeconds(read: ReadAt): Promise<number | null> {
  // Segment Info sits right after the EBML header and SeekHead in every muxer we know; 256 KiB is ample.
  const b = await read(0, 256 * 1024);
  let at = 0;
  const element = (position: number) => {
    const id = vint(b, position, true);
    if (!id) return null;
    const size = vint(b, position + id.length, false);
    if (!size) return null;
    return { id: id.value, dataStart: position + id.length + size.length, size: size.value };
  };
  for (let guard = 0; at < b.length && guard < 10_000; guard += 1) {
    const el = element(at);
    if (!el) return null;
    if (el.id === SEGMENT) {
      at = el.dataStart; // descend: the segment's children follow
      continue;
    }
    if (el.id === INFO)
      return infoSeconds(b, el.dataStart, Math.min(b.length, el.dataStart + el.size), element);
    at = el.dataStart + el.size;
  }
  return null;
}

function infoSeconds(
  b: Uint8Array,
  start: number,
  end: number,
  element: (at: number) => { id: number; dataStart: number; size: number } | null,
): number | null {
  let scale = 1_000_000;
  let duration: number | null = null;
  for (let at = start; at < end;) {
    const el = element(at);
    if (!el) break;
    const view = new DataView(b.buffer, b.byteOffset + el.dataStart, Math.min(el.size, end - el.dataStart));
    if (el.id === TIMECODE_SCALE) {
      scale = 0;
      for (let i = 0; i < view.byteLength; i += 1) scale = scale * 256 + view.getUint8(i);
    } else if (el.id === DURATION) {
      duration = el.size === 4 ? view.getFloat32(0) : el.size === 8 ? view.getFloat64(0) : null;
    }
    at = el.dataStart + el.size;
  }
  if (duration === null || !Number.isFinite(duration) || scale <= 0) return null;
  return Math.round((duration * scale) / 1e9);
}
