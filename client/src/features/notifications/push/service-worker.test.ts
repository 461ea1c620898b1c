import { afterEach, describe, expect, it, vi } from 'vitest';
// The worker itself (client/public/sw.js, plain JavaScript served as is), run here against a fake `self`.
import workerSource from '../../../../public/sw.js?raw';

const ORIGIN = 'https://fleetcare.test';

type Listener = (event: unknown) => void;

interface FakeTab {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function tab(url: string, state: Partial<Pick<FakeTab, 'focused' | 'visibilityState'>> = {}): FakeTab {
  const fake: FakeTab = {
    url,
    focused: state.focused ?? false,
    visibilityState: state.visibilityState ?? 'hidden',
    focus: vi.fn(async () => fake),
    navigate: vi.fn(async (to: string) => ({ ...fake, url: to })),
  };
  return fake;
}

/** Loads sw.js with a fake ServiceWorkerGlobalScope; returns its listeners and the fakes they talk to. */
function loadWorker(options: { tabs?: FakeTab[]; fetch?: typeof fetch } = {}) {
  const listeners = new Map<string, Listener>();
  const newSubscription = {
    toJSON: () => ({ endpoint: 'https://push.example.test/new', keys: { p256dh: 'BPp256', auth: 'authkey' } }),
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => options.tabs ?? []),
      openWindow: vi.fn(async () => null),
    },
    registration: {
      showNotification: vi.fn(async () => undefined),
      pushManager: { subscribe: vi.fn(async () => newSubscription) },
    },
  };
  const fetchFake =
    options.fetch ??
    vi.fn(async (url: string) =>
      url.endsWith('push-public-key')
        ? new Response(JSON.stringify({ success: true, data: { publicKey: 'BAEC' } }))
        : new Response(JSON.stringify({ success: true, data: {} })),
    );
  const logged = vi.fn();
  new Function('self', 'fetch', 'console', workerSource)(self, fetchFake, { error: logged });

  /** Fires an event the way the browser does and waits for what the handler handed to waitUntil. */
  async function fire(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    const listener = listeners.get(type);
    if (!listener) throw new Error(`sw.js has no ${type} listener`);
    listener({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  return { self, fire, fetch: fetchFake, logged, newSubscription };
}

const pushData = (payload: unknown) => ({
  json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
  text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
});

afterEach(() => vi.restoreAllMocks());

describe('the service worker', () => {
  it('when a push arrives, then it shows the title and body, tagged by notificationId, with the icon and the link', async () => {
    const worker = loadWorker();
    await worker.fire('push', {
      data: pushData({
        notificationId: 'n-42',
        title: 'FleetCare',
        body: 'New sign-in to your account',
        url: '/dashboard/settings/user-profile#recent-activity',
        createdAt: '2026-11-22T10:00:00.000Z',
      }),
    });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('FleetCare', {
      body: 'New sign-in to your account',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'n-42',
      timestamp: Date.parse('2026-11-22T10:00:00.000Z'),
      data: { url: `${ORIGIN}/dashboard/settings/user-profile#recent-activity`, notificationId: 'n-42' },
    });
  });

  it('when a push carries a link to another site or no JSON, then it still shows and links to /notifications', async () => {
    const worker = loadWorker();
    await worker.fire('push', { data: pushData({ title: 'FleetCare', body: 'Hi', url: 'https://evil.test/x' }) });
    await worker.fire('push', { data: { json: () => JSON.parse('not json'), text: () => 'plain words' } });
    const calls = worker.self.registration.showNotification.mock.calls as unknown as [
      string,
      { body: string; data: { url: string } },
    ][];
    expect(calls.map(([title, options]) => [title, options.body, options.data.url])).toEqual([
      ['FleetCare', 'Hi', `${ORIGIN}/notifications`],
      ['FleetCare', 'plain words', `${ORIGIN}/notifications`],
    ]);
  });

  it('when showing the notification fails, then the error is only logged', async () => {
    const worker = loadWorker();
    worker.self.registration.showNotification.mockRejectedValueOnce(new Error('no permission'));
    await worker.fire('push', { data: pushData({ title: 'FleetCare', body: 'x' }) });
    expect(worker.logged).toHaveBeenCalledWith('FleetCare: could not show a push notification', expect.any(Error));
  });

  it('when a notification is clicked and a FleetCare tab is open, then that tab is focused and navigated to the link', async () => {
    const other = tab(`${ORIGIN}/blog`);
    const current = tab(`${ORIGIN}/dashboard`, { focused: true, visibilityState: 'visible' });
    const worker = loadWorker({ tabs: [tab('https://elsewhere.test/'), other, current] });
    const close = vi.fn();
    await worker.fire('notificationclick', { notification: { close, data: { url: `${ORIGIN}/notifications?x=1` } } });
    expect(close).toHaveBeenCalled();
    expect(current.focus).toHaveBeenCalled();
    expect(current.navigate).toHaveBeenCalledWith(`${ORIGIN}/notifications?x=1`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('when a notification is clicked and no FleetCare tab is open (or it cannot be navigated), then a new one opens', async () => {
    const worker = loadWorker({ tabs: [tab('https://elsewhere.test/')] });
    await worker.fire('notificationclick', { notification: { close: vi.fn(), data: { url: `${ORIGIN}/a` } } });
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/a`);

    const uncontrolled = tab(`${ORIGIN}/`);
    uncontrolled.navigate.mockRejectedValueOnce(new TypeError('not controlled'));
    const again = loadWorker({ tabs: [uncontrolled] });
    await again.fire('notificationclick', { notification: { close: vi.fn(), data: { url: 'https://evil.test/' } } });
    expect(again.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
  });

  it('when the browser renews the subscription, then the worker subscribes with the old key and POSTs the new one with the session cookie', async () => {
    const worker = loadWorker();
    const oldKey = new Uint8Array([4, 1, 2]).buffer;
    await worker.fire('pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey: oldKey } } });
    expect(worker.self.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: oldKey,
    });
    expect(worker.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(worker.fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/users/register-push-notification-device');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init?.body))).toEqual({
      deviceRegId: 'https://push.example.test/new',
      messageType: 'web',
      userP256dhKey: 'BPp256',
      userAuthKey: 'authkey',
    });
  });

  it('when there is no old key, then the VAPID key is fetched first; a failing server is only logged', async () => {
    const fetchFake = vi.fn(async (url: string) =>
      url.endsWith('push-public-key')
        ? new Response(JSON.stringify({ success: true, data: { publicKey: 'BAEC' } }))
        : new Response('{}', { status: 500 }),
    );
    const worker = loadWorker({ fetch: fetchFake as unknown as typeof fetch });
    await worker.fire('pushsubscriptionchange', {});
    expect(fetchFake.mock.calls.map(([url]) => url)).toEqual([
      '/api/notifications/push-public-key',
      '/api/users/register-push-notification-device',
    ]);
    const [options] = worker.self.registration.pushManager.subscribe.mock.calls[0] as unknown as [
      { applicationServerKey: Uint8Array },
    ];
    expect(Array.from(options.applicationServerKey)).toEqual([4, 1, 2]);
    expect(worker.logged).toHaveBeenCalledWith('FleetCare: could not renew the push subscription', expect.any(Error));
  });
});
