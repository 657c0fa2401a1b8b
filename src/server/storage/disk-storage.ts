import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Files under one folder (DATA_DIR/attachments by default), written whole then renamed into place. */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // A reader never sees half a file: it is written aside and renamed over the key at once.
      const partial = `${file}.${randomUUID()}.partial`;
      await fs.promises.writeFile(partial, bytes, { mode: 0o600 });
      await fs.promises.rename(partial, file);
    },
    async read(key) {
      const file = fileOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
