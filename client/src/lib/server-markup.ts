/*
 * A screen the server rendered into the page (server/src/lib/http/spa.ts): its markup stands in a container of its
 * own before the app's root, which stays hidden while the app draws into it; the JSON the server read it from comes
 * beside it. The app shows its root and removes the server's markup in one step, once its own screen is drawn, so
 * nothing flashes, nothing moves and a screen reader never finds the screen twice.
 */

/** The server's markup. */
export const SERVER_MARKUP_ID = 'fc-first-screen';
/** The JSON the server rendered it from. */
export const SERVER_STATE_ID = 'fc-state';

/** Whether the server's markup is still in the page. */
export function hasServerMarkup(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SERVER_MARKUP_ID) !== null;
}

/** The JSON that came with the server's markup, read once (the element goes), or undefined without one. */
export function takeServerState(): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/** The app's root shown and the server's markup gone, in the same frame; nothing when there is none. */
export function releaseServerMarkup(): void {
  if (typeof document === 'undefined') return;
  const markup = document.getElementById(SERVER_MARKUP_ID);
  if (!markup) return;
  document.getElementById('root')?.removeAttribute('hidden');
  markup.remove();
}
