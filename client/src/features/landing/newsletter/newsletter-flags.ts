import { useEffect, useState } from 'react';

/** Spec point 9: the newsletter popup waits 5000 ms. */
export const NEWSLETTER_POPUP_DELAY_MS = 5000;

/** Spec point 3: the local storage key of the block flag. */
export const BLOCK_NEWSLETTER_POPUP_KEY = 'blockNewsletterPopup';

export function isNewsletterPopupBlocked(): boolean {
  try {
    return localStorage.getItem(BLOCK_NEWSLETTER_POPUP_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setNewsletterPopupBlocked(blocked: boolean): void {
  try {
    if (blocked) localStorage.setItem(BLOCK_NEWSLETTER_POPUP_KEY, 'true');
    else localStorage.removeItem(BLOCK_NEWSLETTER_POPUP_KEY);
  } catch {
    // Private mode: the popup may come back next visit, nothing worse.
  }
}

/**
 * True once the popup's 5 s have passed on this page and the visitor has not blocked it. Until
 * then the popup's code is not even downloaded.
 */
export function useNewsletterPopupDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (isNewsletterPopupBlocked()) return;
    const timer = setTimeout(() => setDue(!isNewsletterPopupBlocked()), NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return due;
}
