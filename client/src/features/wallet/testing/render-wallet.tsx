import type { ComponentType } from 'react';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { createFakeWalletSocket } from './fake-live.ts';
import { balancesOf } from './fixtures.ts';

/**
 * Renders one wallet screen at `path` (matched by `pattern`), with a live socket that never connects unless the
 * test passes its own (the balances then come over HTTP, as when the socket is down).
 */
export async function renderWalletScreen(
  Screen: ComponentType,
  { path, pattern = path.split('?')[0] ?? path, language }: { path: string; pattern?: string; language?: 'en' | 'nb' },
  socket = createFakeWalletSocket(balancesOf(0), { connects: false }).socket,
) {
  setLiveSocketFactory(async () => socket);
  return renderRoutes([{ path: pattern, Component: Screen }], { path, language });
}
