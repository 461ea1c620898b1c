/** "Not now" keeps the card away for 30 days on this browser. */
export const PUSH_PROMPT_DISMISSED_KEY = 'pushPromptDismissedAt';
export const PUSH_PROMPT_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

export function isPushPromptDismissed(now: number = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < PUSH_PROMPT_SNOOZE_MS;
  } catch {
    return false;
  }
}

export function dismissPushPrompt(now: number = Date.now()): void {
  try {
    localStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, String(now));
  } catch {
    // Private mode: the card may come back next visit, nothing worse.
  }
}
