import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '@fleetcare/shared';
import { assertValidFileKey, signFileUrl, type FileStorage } from './storage.ts';

const META_SUFFIX = '.meta.json';

/**
 * Files on local disk under `root` (DATA_DIR/uploads by default), each with a small sidecar holding its content
 * type. Writes go to a temporary name first, then rename: a reader never sees half a file.
 */
export function createLocalStorage(options: { root: string; signingKey: Buffer; now: () => Date }): FileStorage {
  const { root, signingKey, now } = options;
  const fileOf = (key: string) => {
    assertValidFileKey(key);
    // The sidecar and temporary names are this adapter's own: no key may take them.
    if (key.endsWith(META_SUFFIX) || key.endsWith('.tmp')) throw new Error(`Reserved file key: ${key}`);
    return path.join(root, ...key.split('/'));
  };

  return {
    name: 'local',
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomToken(6)}.tmp`;
      await writeFile(temp, bytes);
      await writeFile(file + META_SUFFIX, JSON.stringify({ contentType }));
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, meta] = await Promise.all([readFile(file), readFile(file + META_SUFFIX, 'utf8')]);
        const { contentType } = JSON.parse(meta) as { contentType?: unknown };
        return {
          bytes,
          contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(file + META_SUFFIX, { force: true });
    },
    async signedUrl(key, ttlSeconds) {
      return signFileUrl(signingKey, key, ttlSeconds, now());
    },
  };
}
