import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineAnswers, OFFLINE_API_CACHE_PREFIX } from '../../features/users/session/local-session.ts';
import { registerOfflineWorker } from './offline-worker.ts';
// The worker itself (client/public/sw.js, plain JavaScript served as is).
import workerSource from '../../../public/sw.js?raw';

/*
 * The service worker's offline pages (client/public/sw.js; its push side is tested in features/notifications/push):
 * its file run with a `self` that records its listeners, caches held in memory and a network the test answers.
 */

const ORIGIN = 'https://fleetcare.test';

/** An answer as a page of this site gets it from the network (type "basic"); `redirected` after a redirect. */
class SiteResponse extends Response {
  override get type(): ResponseType {
    return 'basic';
  }
  override clone(): Response {
    return Object.setPrototypeOf(super.clone(), Object.getPrototypeOf(this) as object) as Response;
  }
}
class RedirectedResponse extends SiteResponse {
  override get redirected() {
    return true;
  }
}

const json = (data: unknown, status = 200) =>
  new SiteResponse(JSON.stringify(status < 400 ? { success: true, data } : { success: false, code: 'X' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const html = (body: string, status = 200) =>
  new SiteResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const APP_PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';

type Key = string | { url: string };
const keyOf = (key: Key) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: Key) {
    return this.entries.get(keyOf(key))?.clone();
  }
  async put(key: Key, response: Response) {
    this.entries.set(keyOf(key), response);
  }
  async delete(key: Key) {
    return this.entries.delete(keyOf(key));
  }
}

class MemoryCaches {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string) {
    const cache = this.named.get(name) ?? new MemoryCache();
    this.named.set(name, cache);
    return cache;
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async keys() {
    return [...this.named.keys()];
  }
  async has(name: string) {
    return this.named.has(name);
  }
  /** Every kept URL, by cache. */
  async kept(name: string) {
    return [...(this.named.get(name)?.entries.keys() ?? [])];
  }
}

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}
const request = (path: string, init: Partial<FakeRequest> = {}): FakeRequest => ({
  url: new URL(path, ORIGIN).href,
  method: 'GET',
  mode: 'cors',
  ...init,
});

type Listener = (event: unknown) => void;

/** Loads sw.js with a network answering by `network(request)`; its listeners and caches are returned. */
function loadWorker(network: (input: FakeRequest | string) => Promise<Response>, storage = new MemoryCaches()) {
  const listeners = new Map<string, Listener>();
  const fetch = vi.fn(network);
  const self = {
    location: new URL(ORIGIN),
    caches: storage,
    clients: { claim: vi.fn(async () => undefined) },
    registration: {},
    skipWaiting: vi.fn(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', 'fetch', workerSource)(self, fetch);
  /** Sends a request through the worker: its answer (undefined when it leaves it to the browser) and its later work. */
  function send(req: FakeRequest) {
    let answer: Promise<Response> | undefined;
    const work: Promise<unknown>[] = [];
    listeners.get('fetch')?.({
      request: req,
      respondWith: (promise: Promise<Response>) => (answer = promise),
      waitUntil: (promise: Promise<unknown>) => work.push(promise),
    });
    return { answer, done: () => Promise.all(work) };
  }
  async function lifecycle(type: 'install' | 'activate') {
    const work: Promise<unknown>[] = [];
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    await Promise.all(work);
  }
  return { listeners, storage, fetch, send, lifecycle };
}

const API_CACHE = `${OFFLINE_API_CACHE_PREFIX}v1`;
const REPORT = '/api/reports/get-report/5d0c8f7e-2222-4000-8000-000000000001';
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the service worker', () => {
  it('keeps its push and notification listeners beside the fetch handler', () => {
    const { listeners } = loadWorker(offline);
    expect([...listeners.keys()]).toEqual(
      expect.arrayContaining(['fetch', 'install', 'activate', 'push', 'notificationclick', 'pushsubscriptionchange']),
    );
  });

  it.each([
    ['a POST to a kept call', request(REPORT, { method: 'POST' })],
    ['a PATCH', request('/api/reports/inspector-mark-task', { method: 'PATCH' })],
    ['a DELETE', request('/api/reports/delete-feedback-entry/1', { method: 'DELETE' })],
    ['another API call', request('/api/users/me')],
    ['the wallet', request('/api/wallet/get-wallet')],
    ['the report of a path with more in it', request(`${REPORT}/pdf`)],
    ['another site', request('https://cdn.example/x.js')],
    ['an API path navigated to', request('/api/reports/get-report/1', { mode: 'navigate' })],
    ['a file of public/', request('/icons/icon-192.png')],
  ])('leaves %s to the browser', (_name, req) => {
    const { send, fetch } = loadWorker(offline);
    expect(send(req).answer).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    REPORT,
    '/api/maintenances/get-job/5d0c8f7e-2222-4000-8000-000000000001',
    '/api/quotations/get-quotation/5d0c8f7e-2222-4000-8000-000000000002',
    '/api/surcharges/get-maintenance-surcharges/5d0c8f7e-2222-4000-8000-000000000001',
  ])('keeps the answer to GET %s and gives it back without a network', async (path) => {
    let online = true;
    const { send, storage } = loadWorker(() => (online ? Promise.resolve(json({ path })) : offline()));
    const first = send(request(path));
    expect(await (await first.answer)?.json()).toEqual({ success: true, data: { path } });
    await first.done();
    expect(await storage.kept(API_CACHE)).toEqual([`${ORIGIN}${path}`]);

    online = false;
    const second = send(request(path));
    expect(await (await second.answer)?.json()).toEqual({ success: true, data: { path } });
  });

  it('when the network takes longer than 4 s, the kept answer shows, and the late answer replaces it', async () => {
    let answerLate: (response: Response) => void = () => undefined;
    let calls = 0;
    const { send, storage } = loadWorker(() => {
      calls += 1;
      if (calls === 1) return Promise.resolve(json({ version: 1 }));
      return new Promise<Response>((resolve) => (answerLate = resolve));
    });
    await send(request(REPORT)).done();

    vi.useFakeTimers();
    const slow = send(request(REPORT));
    let shown: Response | undefined;
    void slow.answer?.then((response) => (shown = response));
    await vi.advanceTimersByTimeAsync(3_900);
    expect(shown).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(await shown?.json()).toEqual({ success: true, data: { version: 1 } });

    answerLate(json({ version: 2 }));
    await slow.done();
    const kept = await (await storage.open(API_CACHE)).match(REPORT);
    expect(await kept?.json()).toEqual({ success: true, data: { version: 2 } });
  });

  it('never keeps an error or a redirect, and a server error falls back to the kept answer', async () => {
    let next: () => Response = () => json({ version: 1 });
    const { send, storage } = loadWorker(() => Promise.resolve(next()));
    await send(request(REPORT)).done();

    next = () => json(null, 500);
    const failed = send(request(REPORT));
    expect(await (await failed.answer)?.json()).toEqual({ success: true, data: { version: 1 } });
    await failed.done();

    next = () =>
      new RedirectedResponse(JSON.stringify({ success: true, data: 'login' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    const redirected = send(request(REPORT));
    expect(await (await redirected.answer)?.json()).toEqual({ success: true, data: 'login' });
    await redirected.done();

    const kept = await (await storage.open(API_CACHE)).match(REPORT);
    expect(await kept?.json()).toEqual({ success: true, data: { version: 1 } });

    // With nothing kept, a server error is passed on as it is.
    const other = '/api/maintenances/get-job/5d0c8f7e-2222-4000-8000-000000000009';
    next = () => json(null, 503);
    const unkept = send(request(other));
    expect((await unkept.answer)?.status).toBe(503);
    await unkept.done();
    expect(await storage.kept(API_CACHE)).toEqual([`${ORIGIN}${REPORT}`]);
  });

  it('a 404 or 403 drops that kept answer; a 401 (signed out) drops every kept answer', async () => {
    const job = '/api/maintenances/get-job/5d0c8f7e-2222-4000-8000-000000000001';
    let status = 200;
    const { send, storage } = loadWorker(() => Promise.resolve(json({}, status)));
    await send(request(REPORT)).done();
    await send(request(job)).done();
    expect(await storage.kept(API_CACHE)).toHaveLength(2);

    status = 404;
    const gone = send(request(REPORT));
    expect((await gone.answer)?.status).toBe(404);
    await gone.done();
    expect(await storage.kept(API_CACHE)).toEqual([`${ORIGIN}${job}`]);

    status = 401;
    const signedOut = send(request(job));
    expect((await signedOut.answer)?.status).toBe(401);
    await signedOut.done();
    expect(await storage.has(API_CACHE)).toBe(false);
  });

  it('a navigation goes to the network, and without one opens the app page last fetched', async () => {
    let online = true;
    const { send, storage } = loadWorker(() => (online ? Promise.resolve(html(APP_PAGE)) : offline()));
    const visit = send(request('/inspector/inspector-job-notification?job=1', { mode: 'navigate' }));
    expect(await (await visit.answer)?.text()).toBe(APP_PAGE);
    await visit.done();
    expect(await storage.kept('fleetcare-shell-v1')).toEqual([`${ORIGIN}/index.html`]);

    online = false;
    const again = send(request('/view-report/vehicle-inspection/1', { mode: 'navigate' }));
    expect(await (await again.answer)?.text()).toBe(APP_PAGE);
  });

  it('a page that is not the app (another HTML answer, an error page) is not kept as the app page', async () => {
    let next = () => html('<html><body>Sandbox checkout</body></html>');
    const { send, storage } = loadWorker(() => Promise.resolve(next()));
    await send(request('/sandbox/checkout', { mode: 'navigate' })).done();
    next = () => html(APP_PAGE, 404);
    await send(request('/no-such-page', { mode: 'navigate' })).done();
    expect(await storage.kept('fleetcare-shell-v1')).toEqual([]);
  });

  it("a page the server rendered with someone's report in it (no-store) is never kept as the app page", async () => {
    const rendered = `<!doctype html><html><body><div id="fc-first-screen">Brake pads replaced</div><div id="root"></div></body></html>`;
    const { send, storage } = loadWorker(() =>
      Promise.resolve(
        new SiteResponse(rendered, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
        }),
      ),
    );
    const visit = send(request('/view-report/vehicle-inspection/1', { mode: 'navigate' }));
    expect(await (await visit.answer)?.text()).toBe(rendered);
    await visit.done();
    expect(await storage.kept('fleetcare-shell-v1')).toEqual([]);
  });

  it('install keeps the app page; activate deletes FleetCare caches of other versions only', async () => {
    const { lifecycle, storage, fetch } = loadWorker(() => Promise.resolve(html(APP_PAGE)));
    await storage.open('fleetcare-api-v0');
    await storage.open('fleetcare-assets-v0');
    await storage.open('someone-elses-cache');
    await lifecycle('install');
    expect(fetch).toHaveBeenCalledWith('/index.html', { credentials: 'same-origin' });
    expect(await storage.kept('fleetcare-shell-v1')).toEqual([`${ORIGIN}/index.html`]);
    await lifecycle('activate');
    expect((await storage.keys()).sort()).toEqual(['fleetcare-shell-v1', 'someone-elses-cache']);
  });

  it('keeps the built files a page names (loaded before the worker ran), once each, and nothing else', async () => {
    const { listeners, storage, fetch } = loadWorker(() =>
      Promise.resolve(new SiteResponse('export {}', { headers: { 'Content-Type': 'text/javascript' } })),
    );
    const message = async (data: unknown) => {
      const work: Promise<unknown>[] = [];
      listeners.get('message')?.({ data, waitUntil: (promise: Promise<unknown>) => work.push(promise) });
      await Promise.all(work);
    };
    const urls = [`${ORIGIN}/assets/app-C4x.js`, `${ORIGIN}/api/users/me`, 'https://cdn.example/assets/x.js', 7];
    await message({ type: 'keep-assets', urls });
    await message({ type: 'keep-assets', urls });
    await message({ type: 'something-else', urls });
    expect(await storage.kept('fleetcare-assets-v1')).toEqual([`${ORIGIN}/assets/app-C4x.js`]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('built files are answered from the cache once fetched: the network is asked once', async () => {
    const { send, fetch } = loadWorker(() =>
      Promise.resolve(new SiteResponse('export {}', { headers: { 'Content-Type': 'text/javascript' } })),
    );
    const path = '/assets/report-screen-Bx12.js';
    const first = send(request(path));
    expect(await (await first.answer)?.text()).toBe('export {}');
    await first.done();
    const second = send(request(path));
    expect(await (await second.answer)?.text()).toBe('export {}');
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('signing out', () => {
  let storage: MemoryCaches;
  beforeEach(() => {
    storage = new MemoryCaches();
    vi.stubGlobal('caches', storage);
  });

  it("deletes the worker's kept API answers, whatever their version, and nothing else", async () => {
    // The worker and the page share one CacheStorage.
    const { send } = loadWorker(() => Promise.resolve(json({})), storage);
    await send(request(REPORT)).done();
    expect(await storage.kept(API_CACHE)).toHaveLength(1);
    await storage.open('fleetcare-api-v0');
    await storage.open('fleetcare-shell-v1');
    await storage.open('fleetcare-assets-v1');
    await clearOfflineAnswers();
    expect((await storage.keys()).sort()).toEqual(['fleetcare-assets-v1', 'fleetcare-shell-v1']);
  });
});

describe('registering the worker', () => {
  it('registers /sw.js for the whole site without asking for any permission, then names the files loaded', async () => {
    const postMessage = vi.fn();
    const registration = { active: { postMessage } } as unknown as ServiceWorkerRegistration;
    const register = vi.fn(() => Promise.resolve(registration));
    const requestPermission = vi.fn();
    vi.stubGlobal('Notification', { requestPermission });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${window.location.origin}/assets/app-C4x.js` },
      { name: `${window.location.origin}/api/users/me` },
      { name: 'https://cdn.example/assets/other.js' },
    ] as PerformanceEntryList);
    registerOfflineWorker({ register, ready: Promise.resolve(registration) });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith({
      type: 'keep-assets',
      urls: [`${window.location.origin}/assets/app-C4x.js`],
    });
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('does nothing where there is no service worker', () => {
    expect(() => registerOfflineWorker(undefined)).not.toThrow();
  });
});
