import { describe, expect, it, vi } from 'vitest';
// The service worker (client/public/sw.js, plain JavaScript served as is): its keeping of the reports' photos.
import workerSource from '../../../../../public/sw.js?raw';

/*
 * The reports' photos offline: the worker's file run with a `self` that records its listeners, caches held in memory
 * (matching with or without the query, as CacheStorage does) and a network the test answers.
 */

const ORIGIN = 'https://fleetcare.test';
const PHOTO = '/files/reports/6d1f0c34-2f7a-4c1e-9a55-0b6f1d2c3e01/Hk3x9QpLm2Va-thumb.jpg';
const REPORT = '/api/reports/get-report/7a2e1b45-3c8b-4d2f-8b66-1c7e2e3d4f02';

/** An answer as a page of this site gets it from the network (type "basic"). */
class SiteResponse extends Response {
  override get type(): ResponseType {
    return 'basic';
  }
  override clone(): Response {
    return Object.setPrototypeOf(super.clone(), Object.getPrototypeOf(this) as object) as Response;
  }
}

const picture = (bytes: string, status = 200) =>
  new SiteResponse(bytes, { status, headers: { 'Content-Type': 'image/jpeg' } });

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  headers: Headers;
}

const request = (path: string, headers: Record<string, string> = {}): FakeRequest => ({
  url: new URL(path, ORIGIN).href,
  method: 'GET',
  mode: 'no-cors',
  headers: new Headers(headers),
});

/** A signed link to a file: the same file under another signature is another URL. */
const signed = (path: string, signature: string) => `${path}?exp=1764400000&sig=${signature}`;

type Key = string | { url: string };
const urlOf = (key: Key) => new URL(typeof key === 'string' ? key : key.url, ORIGIN);

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: Key, options: { ignoreSearch?: boolean } = {}) {
    const wanted = urlOf(key);
    for (const [href, response] of this.entries) {
      const url = new URL(href);
      const same = options.ignoreSearch
        ? url.origin + url.pathname === wanted.origin + wanted.pathname
        : href === wanted.href;
      if (same) return response.clone();
    }
    return undefined;
  }
  async put(key: Key, response: Response) {
    this.entries.set(urlOf(key).href, response);
  }
  async delete(key: Key) {
    return this.entries.delete(urlOf(key).href);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
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
  /** The paths kept, in every cache. */
  keptPaths() {
    return [...this.named.values()].flatMap((cache) => [...cache.entries.keys()].map((href) => new URL(href).pathname));
  }
}

type Listener = (event: unknown) => void;

function loadWorker(network: (input: FakeRequest | string) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const storage = new MemoryCaches();
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
    // The work it keeps going after answering: known once the answer is given.
    const done = async () => {
      await answer;
      await Promise.all(work);
    };
    return { answer, done };
  }
  return { storage, fetch, send };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the service worker and the reports’ photos', () => {
  it('keeps a photo by its file, and shows it without a network under any later link to it', async () => {
    let online = true;
    const { send, storage, fetch } = loadWorker(() => (online ? Promise.resolve(picture('jpeg bytes')) : offline()));
    const first = send(request(signed(PHOTO, 'first')));
    expect(await (await first.answer)?.text()).toBe('jpeg bytes');
    await first.done();
    expect(storage.keptPaths()).toEqual([PHOTO]);

    // The report read again later signs the same file anew; the network is gone.
    online = false;
    const later = send(request(signed(PHOTO, 'second')));
    expect(await (await later.answer)?.text()).toBe('jpeg bytes');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is kept where signing out and a 401 delete the API answers', async () => {
    let status = 200;
    const { send, storage } = loadWorker((input) =>
      Promise.resolve(
        typeof input !== 'string' && input.url.includes('/files/')
          ? picture('jpeg bytes')
          : new SiteResponse('{}', { status, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await send(request(signed(PHOTO, 'a'))).done();
    await send(request(REPORT)).done();
    // Signing out deletes every cache whose name starts so (client/src/features/users/session).
    expect((await storage.keys()).every((name) => name.startsWith('fleetcare-api-'))).toBe(true);
    expect(storage.keptPaths().sort()).toEqual([PHOTO, REPORT].sort());

    status = 401;
    await send(request(REPORT)).done();
    expect(storage.keptPaths()).toEqual([]);
  });

  it('keeps only a whole ok answer: a lapsed link (403) is passed on and not kept', async () => {
    const { send, storage } = loadWorker(() => Promise.resolve(picture('', 403)));
    const lapsed = send(request(signed(PHOTO, 'old')));
    expect((await lapsed.answer)?.status).toBe(403);
    await lapsed.done();
    expect(storage.keptPaths()).toEqual([]);
  });

  it.each([
    ['a video asked for in ranges', request(signed('/files/reports/r/clip.mp4', 'a'), { Range: 'bytes=0-' })],
    ['a file that is not a report’s', request(signed('/files/technicians/u/id-card.jpg', 'a'))],
    ['an avatar', request(signed('/files/avatars/u.jpg', 'a'))],
  ])('leaves %s to the browser', (_name, req) => {
    const { send, fetch } = loadWorker(offline);
    expect(send(req).answer).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the newest 120 files: the oldest goes first', async () => {
    const { send, storage } = loadWorker(() => Promise.resolve(picture('jpeg bytes')));
    const path = (n: number) => `/files/reports/r/photo-${n}.jpg`;
    for (let n = 1; n <= 121; n += 1) await send(request(signed(path(n), 'a'))).done();
    const kept = storage.keptPaths();
    expect(kept).toHaveLength(120);
    expect(kept).not.toContain(path(1));
    expect(kept).toContain(path(2));
    expect(kept).toContain(path(121));
  });
});
