import path from 'node:path';

/** Screenshots kept for people to look at (git-ignored): e2e/screenshots/<name>. */
export function screenshotPath(name: string): string {
  return path.join(import.meta.dirname, '..', 'screenshots', name);
}
