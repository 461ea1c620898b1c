import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { clearToasts } from '../components/ui/toast.tsx';
import { restoreSharedState } from './shared-state.ts';

// findBy* and waitFor wait for their condition; how long is a net for a condition that never comes, not a speed
// requirement (the default of 1 s fails on a busy machine). Below the test timeout, so the failure names the query.
configure({ asyncUtilTimeout: 60_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after every test. A notice
// outlives the screen that showed it (the store keeps it until its timer, which unmounting stops): none reaches the
// next test, where it would show again and be found instead of the test's own.
afterEach(() => {
  cleanup();
  clearToasts();
});

// The files of a worker share its modules and its page (vitest.config.ts): the next file starts as the first did.
afterAll(() => restoreSharedState());
