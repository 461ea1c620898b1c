/**
 * Text links sized for touch. Inside a sentence a link is at least 24 px tall (it raises its line a little); a link
 * on a line of its own ("Back to sign in", "See all") is 44 px tall, as a button is. Both keep the look of text.
 */
export const inlineTarget = 'inline-flex min-h-6 items-center';
export const lineTarget = 'inline-flex min-h-11 items-center gap-1.5';

const brandLink = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** A link inside a sentence, in the brand colour. */
export const inlineLinkClass = `${inlineTarget} ${brandLink}`;

/** A link on a line of its own, in the brand colour. */
export const lineLinkClass = `${lineTarget} ${brandLink}`;
