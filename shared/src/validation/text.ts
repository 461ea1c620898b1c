import * as yup from 'yup';

/**
 * Characters that change how text is shown without being seen: bidirectional embeddings, overrides and isolates
 * (they can make "gnp.exe" read as "exe.png"), zero-width spaces and joiners, word joiners and byte-order marks.
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Text without invisible formatting characters. */
export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * A name shown to other people (a person's or a company's): invisible formatting characters removed, then
 * trimmed, so what others read is what was typed.
 */
export const displayName = (required: string, max: number, tooLong: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? withoutInvisibles(value) : value))
    .trim()
    .required(required)
    .max(max, tooLong);
