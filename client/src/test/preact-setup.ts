import { options } from 'preact';
import { afterAll } from 'vitest';

// A browser runs Preact's effects after the next frame. jsdom draws no frames, so they would wait for its 16 ms
// timer and lag behind the render that Testing Library has just seen; run them right after the render instead, as
// React's act() does in the other project.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

/** The parts of Node's process this file uses (the client is typed for the browser). */
interface RunnerProcess {
  getBuiltinModule(name: 'node:module'): {
    createRequire(from: string): { cache: Record<string, unknown> };
  };
}

// What ships is Preact: a library that loaded React itself (a require() that Node answered, past the aliases) would
// test React again, so the file fails.
const { process } = globalThis as unknown as { process: RunnerProcess };
const loaded = process.getBuiltinModule('node:module').createRequire(import.meta.url).cache;
afterAll(() => {
  const react = Object.keys(loaded).find((file) => /[\\/]node_modules[\\/]react(-dom)?[\\/]/.test(file));
  if (react) throw new Error(`React was loaded on the Preact project (${react}): alias or inline what imported it.`);
});
