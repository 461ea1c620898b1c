import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  /** Chromium has offered to install the site (beforeinstallprompt fired) and the offer is still unused. */
  canInstall: boolean;
  /** The app runs installed (standalone) or was just installed. */
  installed: boolean;
}

function runsInstalled(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

let offer: BeforeInstallPromptEvent | undefined;
let state: InstallState = { canInstall: false, installed: false };
let listening = false;
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Starts listening for Chromium's install offer. Chromium fires it once, soon after the page loads, so this runs
 * as soon as the landing page's code arrives (calling it again does nothing).
 */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  state = { canInstall: false, installed: runsInstalled() };
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own "Install the app" button replaces the browser's mini-infobar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    update({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    offer = undefined;
    update({ canInstall: false, installed: true });
  });
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = undefined;
  await current.prompt();
  const { outcome } = await current.userChoice;
  update({ canInstall: false, installed: outcome === 'accepted' || state.installed });
  return outcome;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
