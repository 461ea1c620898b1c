import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for their condition; how long is a net for a condition that never comes, not a speed
// requirement (the default of 1 s fails on a busy machine). Below the test timeout, so the failure names the query.
configure({ asyncUtilTimeout: 60_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after every test.
afterEach(() => cleanup());
