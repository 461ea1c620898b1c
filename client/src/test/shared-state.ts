import { vi } from 'vitest';
import { http } from '../lib/api-client.ts';
import { setAuthFailureHandler } from '../lib/auth-failure.ts';
import { setLiveSocketFactory } from '../lib/live/socket.ts';

/** Window properties tests set by hand (`window.scrollTo = vi.fn()`, `defineProperty(window, 'scrollY', …)`). */
const windowProperties = ['scrollTo', 'scroll', 'scrollBy', 'scrollX', 'scrollY', 'innerWidth', 'innerHeight'];
/** Methods jsdom lacks that tests give elements (`Element.prototype.scrollIntoView = …`). */
const elementMethods = ['scrollIntoView', 'hasPointerCapture', 'setPointerCapture', 'releasePointerCapture'];

/**
 * What every component test file shares with the files before and after it in its worker (vitest.config.ts: files
 * share a worker's modules and its jsdom window), as it was when the worker's first file loaded this module.
 */
const pristine = {
  adapter: http.defaults.adapter,
  href: location.href,
  window: windowProperties.map((name) => ({
    name,
    descriptor: Object.getOwnPropertyDescriptor(window, name),
    value: (window as unknown as Record<string, unknown>)[name],
  })),
  elementMethods: elementMethods.map((name) => ({
    name,
    descriptor: Object.getOwnPropertyDescriptor(Element.prototype, name),
  })),
};

/**
 * Puts back what a file may have left for the next one: a clock still faked, the storage and cookies, the
 * document's title, attributes and leftovers, the URL, a property of window, navigator or Element set by hand
 * (scrollTo, scrollY, geolocation, serviceWorker, user-event's clipboard, scrollIntoView), the HTTP client's mock
 * transport, the live socket and its test factory, and the forced sign-out's handler (the notices go after every
 * test: setup.ts). Stubbed globals and environment variables go back by the config (`unstubGlobals`, `unstubEnvs`), spies by Vitest
 * after each file.
 */
export function restoreSharedState() {
  vi.useRealTimers();
  const page = window as unknown as Record<string, unknown>;
  for (const { name, descriptor, value } of pristine.window) {
    if (descriptor) Object.defineProperty(window, name, descriptor);
    else Reflect.deleteProperty(window, name);
    if (descriptor && page[name] !== value) page[name] = value;
  }
  for (const { name, descriptor } of pristine.elementMethods) {
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
    else Reflect.deleteProperty(Element.prototype, name);
  }
  // jsdom's navigator has no property of its own: geolocation, serviceWorker, clipboard... were a test's.
  for (const name of Object.getOwnPropertyNames(navigator)) Reflect.deleteProperty(navigator, name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  document.title = '';
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  if (location.href !== pristine.href) history.replaceState(null, '', pristine.href);
  http.defaults.adapter = pristine.adapter;
  setLiveSocketFactory(undefined);
  setAuthFailureHandler(undefined);
}
