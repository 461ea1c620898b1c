import type { ComponentType } from 'react';

/** Loads a page module on demand; each page module exports its page as default. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
