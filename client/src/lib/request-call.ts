/**
 * Opens the request-a-call modal from anywhere (the header's Help menu, the help page, the slide-in menu): one
 * window event, heard by the app shell's <RequestCallHost />, which loads the modal's code on first use. A second
 * event asks it to start loading that code early (the pointer or the focus came near a button that opens it), so
 * no caller needs to know where the modal lives.
 */
export const REQUEST_CALL_EVENT = 'fleetcare:request-call';
export const REQUEST_CALL_PRELOAD_EVENT = 'fleetcare:request-call-preload';

export interface RequestCallDetail {
  /** Where the focus goes when the modal closes; by default, what had the focus when it opened. */
  returnFocusTo?: HTMLElement | null | undefined;
}

/** Opens the modal; usable directly as a click handler (`onClick={openRequestCall}`). */
export function openRequestCall(): void {
  window.dispatchEvent(new CustomEvent<RequestCallDetail>(REQUEST_CALL_EVENT, { detail: {} }));
}

/** Opens the modal from something that is about to disappear (a closing menu): the focus returns to `element`. */
export function openRequestCallReturningFocusTo(element: HTMLElement | null): void {
  window.dispatchEvent(new CustomEvent<RequestCallDetail>(REQUEST_CALL_EVENT, { detail: { returnFocusTo: element } }));
}

/** Starts downloading the modal (Formik, the schema, the dial codes) before it is asked for, e.g. on hover. */
export function preloadRequestCall(): void {
  window.dispatchEvent(new Event(REQUEST_CALL_PRELOAD_EVENT));
}
