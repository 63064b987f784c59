/**
 * Where course media lives (issue 25): large files, so the interface streams instead of holding bytes — a video
 * is read by range for seeking and a finished upload is moved in, never copied through memory. The default is a
 * folder under DATA_DIR, the one every instance mounts; an S3-compatible store implements the same calls
 * (docs/operations.md). Keys are ours only (`<schoolId>/<mediaId>/<file>`, a SCORM package's files under
 * `<schoolId>/<mediaId>/pkg/…`, their paths checked by core safePackagePath): a client never names a path.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface MediaStorage {
  /** Moves a finished local file in (the tus store's file on the same disk: a rename). */
  adopt(key: string, localPath: string): Promise<void>;
  put(key: string, data: Uint8Array): Promise<void>;
  putStream(key: string, data: Readable): Promise<void>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The bytes from `start` to `end` inclusive (the whole file without a range). */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Removes every file whose key starts with `prefix/` (a media file's folder). */
  deleteFolder(prefix: string): Promise<void>;
}

const KEY_RE = /^\d{19}\/\d{19}(\/[^\\\0]+)?$/;

export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    // Defence in depth: the key shape and the resolved path are checked here too, so no key leaves the folder.
    const target = path.resolve(this.root, key);
    if (
      !KEY_RE.test(key) ||
      key.split('/').includes('..') ||
      !target.startsWith(path.resolve(this.root) + path.sep)
    ) {
      throw new Error(`invalid media key ${key}`);
    }
    return target;
  }

  async adopt(key: string, localPath: string): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.rename(localPath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await pipeline(createReadStream(localPath), createWriteStream(target, { mode: 0o640 }));
      await fs.rm(localPath, { force: true });
    }
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, data, { mode: 0o640 });
    await fs.rename(temp, target);
  }

  async putStream(key: string, data: Readable): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await pipeline(data, createWriteStream(temp, { mode: 0o640 }));
    await fs.rename(temp, target);
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fs.stat(this.file(key));
      return stat.isFile() ? stat.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.file(key), range ?? {});
  }

  async deleteFolder(prefix: string): Promise<void> {
    await fs.rm(this.file(prefix), { recursive: true, force: true });
  }
}
