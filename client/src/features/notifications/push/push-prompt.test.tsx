import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PUSH_PROMPT_DISMISSED_KEY, PUSH_PROMPT_SNOOZE_MS } from './push-dismissal.ts';
import { PushPrompt } from './push-prompt.tsx';
import { refreshPushSubscription } from './push-subscription.ts';
import { bytesToBase64Url } from './push-support.ts';

const bytes = (length: number, first: number) => {
  const array = new Uint8Array(new ArrayBuffer(length));
  array.forEach((_, index) => (array[index] = (first + index * 7) % 256));
  array[0] = first;
  return array;
};

/** The server's VAPID key (an uncompressed P-256 point) and the browser's subscription keys. */
const SERVER_KEY = bytes(65, 4);
const SERVER_KEY_TEXT = bytesToBase64Url(SERVER_KEY.buffer);
const P256DH = bytes(65, 4).map((byte, index) => (index === 0 ? 4 : byte ^ 0x5a));
const AUTH = bytes(16, 9);
const ENDPOINT = 'https://push.example.test/send/abc123';

const KEY_PATH = '/notifications/push-public-key';
const REGISTER_PATH = '/users/register-push-notification-device';

class FakeSubscription {
  readonly unsubscribe = vi.fn(async () => true);
  constructor(
    readonly endpoint: string,
    readonly options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer | null },
  ) {}
  getKey(name: string): ArrayBuffer | null {
    if (name === 'p256dh') return P256DH.slice().buffer;
    if (name === 'auth') return AUTH.slice().buffer;
    return null;
  }
}

interface Browser {
  permission: NotificationPermission;
  /** What the browser's permission question answers. */
  answer: NotificationPermission;
  registered: boolean;
  subscription: FakeSubscription | null;
  requestPermission: ReturnType<typeof vi.fn>;
  register: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
}

/** Replaces Notification, PushManager and navigator.serviceWorker with small fakes that behave like Chromium. */
function fakeBrowser(init: Partial<Pick<Browser, 'permission' | 'answer' | 'registered' | 'subscription'>> = {}) {
  const browser = {
    permission: init.permission ?? 'default',
    answer: init.answer ?? 'granted',
    registered: init.registered ?? false,
    subscription: init.subscription ?? null,
  } as Browser;
  const pushManager = {
    getSubscription: vi.fn(async () => browser.subscription),
    subscribe: vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      const key = options.applicationServerKey;
      browser.subscription = new FakeSubscription(ENDPOINT, {
        userVisibleOnly: options.userVisibleOnly,
        applicationServerKey: key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) as ArrayBuffer,
      });
      return browser.subscription;
    }),
  };
  const registration = { scope: 'http://localhost/', pushManager };
  browser.subscribe = pushManager.subscribe;
  browser.register = vi.fn(async () => {
    browser.registered = true;
    return registration;
  });
  browser.requestPermission = vi.fn(async () => {
    browser.permission = browser.answer;
    return browser.answer;
  });
  vi.stubGlobal('PushManager', {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: browser.requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: browser.register,
      get ready() {
        return Promise.resolve(registration);
      },
      getRegistration: vi.fn(async () => (browser.registered ? registration : undefined)),
    },
  });
  return browser;
}

/** The server: the VAPID key and the device registration, every call recorded. */
function fakeServer(
  register: (request: MockRequest) => MockAnswer = (request) => ok({ _id: 'd1', ...asBody(request) }),
) {
  return mockApi((request) => {
    if (request.method === 'GET' && request.url === KEY_PATH) return ok({ publicKey: SERVER_KEY_TEXT });
    if (request.method === 'POST' && request.url === REGISTER_PATH) return register(request);
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const asBody = (request: MockRequest) => request.body as Record<string, unknown>;
const registrations = (calls: MockRequest[]) => calls.filter((call) => call.url === REGISTER_PATH);

const expectedDevice = {
  deviceRegId: ENDPOINT,
  messageType: 'web',
  userP256dhKey: bytesToBase64Url(P256DH.buffer),
  userAuthKey: bytesToBase64Url(AUTH.buffer),
};

const renderPrompt = (language: 'en' | 'nb' = 'en', hideWhenUnsupported = false) =>
  renderRoutes([{ path: '/', element: <PushPrompt hideWhenUnsupported={hideWhenUnsupported} /> }], { language });

const card = () => screen.queryByRole('region', { name: 'Get alerts on this phone even when FleetCare is closed' });
const turnOn = () => screen.getByRole('button', { name: 'Turn on' });

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  consoleError.mockRestore();
});

describe('the push prompt', () => {
  it('when the browser has no web push, then a short line says so and there are no buttons (or nothing, if asked)', async () => {
    await renderPrompt();
    expect(screen.getByText('This browser cannot show FleetCare alerts while the site is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const { container } = await renderPrompt('en', true);
    expect(container).toBeEmptyDOMElement();
  });

  it('when the browser has not been asked yet, then the card shows Turn on and Not now and nothing is asked on load', async () => {
    const browser = fakeBrowser();
    const calls = fakeServer();
    await renderPrompt();
    expect(card()).toBeInTheDocument();
    expect(turnOn()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('when the user turns alerts on and allows them, then the worker is registered at the root, the subscription is made with the VAPID key and POSTed with the API field names', async () => {
    const browser = fakeBrowser();
    const calls = fakeServer();
    await renderPrompt();
    await userEvent.click(turnOn());

    expect(await screen.findByText('Alerts are on for this device')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    const [options] = browser.subscribe.mock.calls[0] as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey)).toEqual(Array.from(SERVER_KEY));
    expect(registrations(calls).map(asBody)).toEqual([expectedDevice]);
    expect(card()).not.toBeInTheDocument();
    // The button that started it is gone: the outcome takes the focus.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-push-state', 'subscribed'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('when the user blocks alerts in the browser question, then the card says they are blocked and how to unblock, and nothing is sent', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    const calls = fakeServer();
    await renderPrompt();
    await userEvent.click(turnOn());

    expect(await screen.findByText('Alerts are blocked in your browser settings')).toBeInTheDocument();
    expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('when the user closes the browser question without answering, then the card stays and says how to try again', async () => {
    const browser = fakeBrowser({ answer: 'default' });
    const calls = fakeServer();
    await renderPrompt();
    await userEvent.click(turnOn());

    expect(await screen.findByText(/Press Turn on again and choose Allow/)).toBeInTheDocument();
    expect(card()).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('when the push service refuses the subscription, then the error is logged, the card says "try again", nothing is stored, and a retry can succeed', async () => {
    const browser = fakeBrowser();
    const calls = fakeServer();
    const refusal = new DOMException('Registration failed - push service not available', 'AbortError');
    const subscribe = browser.subscribe.getMockImplementation();
    browser.subscribe.mockRejectedValueOnce(refusal);
    await renderPrompt();
    await userEvent.click(turnOn());

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not turn on alerts, try again.');
    expect(consoleError).toHaveBeenCalledWith('FleetCare: could not turn on push alerts', refusal);
    expect(registrations(calls)).toHaveLength(0);
    expect(turnOn()).toBeEnabled();

    browser.subscribe.mockImplementation(subscribe ?? (() => Promise.reject(new Error('no fake'))));
    await userEvent.click(turnOn());
    expect(await screen.findByText('Alerts are on for this device')).toBeInTheDocument();
    expect(registrations(calls).map(asBody)).toEqual([expectedDevice]);
  });

  it('when the server does not store the subscription, then the error is logged and the card says "try again"', async () => {
    fakeBrowser();
    const calls = fakeServer(() => failure(500, 'INTERNAL_ERROR'));
    await renderPrompt();
    await userEvent.click(turnOn());

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not turn on alerts, try again.');
    expect(consoleError).toHaveBeenCalledWith('FleetCare: could not turn on push alerts', expect.anything());
    expect(registrations(calls)).toHaveLength(1);
    expect(card()).toBeInTheDocument();
  });

  it('when the user presses Not now, then the card goes and stays away for 30 days, and comes back after', async () => {
    const browser = fakeBrowser();
    fakeServer();
    const first = await renderPrompt();
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(card()).not.toBeInTheDocument();
    const dismissedAt = Number(localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY));
    expect(dismissedAt).toBeGreaterThanOrEqual(before);
    expect(dismissedAt).toBeLessThanOrEqual(Date.now());
    expect(browser.requestPermission).not.toHaveBeenCalled();
    first.unmount();

    const again = await renderPrompt();
    expect(card()).not.toBeInTheDocument();
    again.unmount();

    localStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, String(Date.now() - PUSH_PROMPT_SNOOZE_MS - 1000));
    await renderPrompt();
    expect(card()).toBeInTheDocument();
  });

  it('when the browser already blocks notifications, then the blocked state shows on load without asking', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    await renderPrompt();
    expect(screen.getByText('Alerts are blocked in your browser settings')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('when alerts are already on for this browser, then it says so and re-registers the subscription silently for this user', async () => {
    const browser = fakeBrowser({
      permission: 'granted',
      registered: true,
      subscription: new FakeSubscription(ENDPOINT, {
        userVisibleOnly: true,
        applicationServerKey: SERVER_KEY.slice().buffer,
      }),
    });
    const calls = fakeServer();
    await renderPrompt();
    expect(await screen.findByText('Alerts are on for this device')).toBeInTheDocument();
    await waitFor(() => expect(registrations(calls).map(asBody)).toEqual([expectedDevice]));
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('when notifications are allowed but there is no subscription, then the card shows and Turn on subscribes without a second question', async () => {
    const browser = fakeBrowser({ permission: 'granted', answer: 'granted' });
    const calls = fakeServer();
    await renderPrompt();
    expect(await screen.findByRole('region', { name: /Get alerts/ })).toBeInTheDocument();
    await userEvent.click(turnOn());
    expect(await screen.findByText('Alerts are on for this device')).toBeInTheDocument();
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    expect(registrations(calls)).toHaveLength(1);
  });

  it('when the language is Norwegian, then the card is in Norwegian', async () => {
    fakeBrowser();
    fakeServer();
    await renderPrompt('nb');
    expect(
      screen.getByRole('region', { name: 'Få varsler på denne telefonen selv når FleetCare er lukket' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slå på' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ikke nå' })).toBeInTheDocument();
  });
});

describe('refreshing the subscription after a sign-in', () => {
  it('when notifications are not allowed, then nothing is asked or sent', async () => {
    const browser = fakeBrowser();
    const calls = fakeServer();
    await expect(refreshPushSubscription()).resolves.toBe(false);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('when the subscription was made with an older VAPID key, then it is replaced and the new one is POSTed', async () => {
    const old = new FakeSubscription('https://push.example.test/send/old', {
      userVisibleOnly: true,
      applicationServerKey: bytes(65, 4).map((byte) => byte ^ 1).buffer,
    });
    const browser = fakeBrowser({ permission: 'granted', registered: true, subscription: old });
    const calls = fakeServer();
    await expect(refreshPushSubscription()).resolves.toBe(true);
    expect(old.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    expect(registrations(calls).map(asBody)).toEqual([expectedDevice]);
  });

  it('when the server fails, then the error is only logged and the promise resolves false', async () => {
    fakeBrowser({
      permission: 'granted',
      registered: true,
      subscription: new FakeSubscription(ENDPOINT, {
        userVisibleOnly: true,
        applicationServerKey: SERVER_KEY.slice().buffer,
      }),
    });
    fakeServer(() => failure(500, 'INTERNAL_ERROR'));
    await expect(refreshPushSubscription()).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalledWith('FleetCare: could not refresh the push subscription', expect.anything());
  });
});
