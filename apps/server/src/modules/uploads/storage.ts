/**
 * Where uploaded files live (issue 12): a small interface so a deployment can put them elsewhere (an S3-compatible
 * store implements the same four calls), and the default, a folder under DATA_DIR. Keys are ours only
 * (`<schoolId>/<32 hex>.<ext>`, plus `@w<width>` variants): a client never names a path.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file if it is there. */
  delete(key: string): Promise<void>;
}

const KEY_RE = /^\d{19}\/[0-9a-f]{32}(@w\d{1,4})?\.(png|jpg|gif)$/;

/** Files in a folder; writes go to a temporary name first, so a reader never sees half a file. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    // Defence in depth: the key shape is checked here too, so no key can leave the folder.
    if (!KEY_RE.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, data, { mode: 0o640 });
    await fs.rename(temp, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}

/** The key of a width variant of a stored file. */
export const variantKey = (key: string, width: number) => key.replace(/\.(\w+)$/, `@w${width}.$1`);
