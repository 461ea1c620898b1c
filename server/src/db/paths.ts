import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server folder, found by walking up from this module to the folder holding the committed migrations. The
 * same code runs from server/src (tsx, tests) and from the bundle in server/dist.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find server/drizzle (the committed migrations)');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const repoRoot = path.dirname(serverRoot);
export const defaultClientDist = path.join(repoRoot, 'client', 'dist');
