import { inflateSync } from 'node:zlib';

/*
 * Looks inside an uploaded PDF for what makes a reader do something by itself: scripts, actions run on opening or
 * on events, launching programs, files carried inside. A paper a person uploads (a certificate, a licence) needs
 * none of them, so a PDF naming any is refused.
 *
 * What is read:
 * - every dictionary outside the streams, with PDF's #xx escapes in names undone (/J#61vaScript is /JavaScript);
 * - every object stream (a stream with /Type /ObjStm, or /N and /First): objects packed inside a compressed
 *   stream are inflated with zlib (FlateDecode) and read the same way. An object stream that cannot be read (another
 *   filter, encrypted, damaged, or inflating past the limit) refuses the file: what cannot be checked is not kept;
 * - every other FlateDecode stream that inflates within the limits, and the raw bytes of every stream, for
 *   something shaped like a dictionary (a printable run holding "<<" before the name), so objects hidden in a stream
 *   that a forgiving reader might still find are seen, while the bytes of pictures do not set it off by chance.
 *
 * What is not: streams under other filters (LZW, ASCII85, ...) that are not object streams, and the strings of an
 * encrypted PDF (its dictionaries' names are never encrypted, so the keys below are still seen).
 */

/** Names that make a reader act by itself. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'OpenAction',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** One stream inflates to at most this; all of a file's streams together to at most TOTAL_INFLATE_BYTES. */
const STREAM_INFLATE_BYTES = 16 * 1024 * 1024;
const TOTAL_INFLATE_BYTES = 64 * 1024 * 1024;

export type PdfScanResult =
  { safe: true } | { safe: false; reason: 'active-content'; names: string[] } | { safe: false; reason: 'unreadable' };

interface StreamSpan {
  /** The stream's dictionary (from the object's start to the `stream` keyword). */
  dictionary: string;
  bodyStart: number;
  bodyEnd: number;
}

/** A PDF name token: a slash and the regular characters after it (white space and delimiters end it). */
const NAME_PATTERN = /\/([^\s/<>[\]()%{}]*)/g;

const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Each name in `text`, decoded, with its position and its length as written. */
function namesIn(text: string): { name: string; index: number; length: number }[] {
  const found: { name: string; index: number; length: number }[] = [];
  for (const match of text.matchAll(NAME_PATTERN)) {
    found.push({ name: decodeName(match[1] ?? ''), index: match.index, length: match[0].length });
  }
  return found;
}

/**
 * Whether the name at `index` sits in something shaped like a dictionary: inside a run of printable characters
 * that holds "<<" before it. Random bytes of a picture almost never are.
 */
function inDictionaryShape(text: string, index: number): boolean {
  let start = index;
  while (start > 0 && isPrintable(text.charCodeAt(start - 1))) start -= 1;
  return text.lastIndexOf('<<', index) >= start;
}

const isPrintable = (code: number) => code === 9 || code === 10 || code === 13 || (code >= 32 && code <= 126);

/**
 * A direct /OpenAction array (a destination: "open at page 1") moves the view only; one that is a dictionary or a
 * reference may be any action.
 */
function isHarmlessOpenAction(text: string, index: number): boolean {
  const after = text.slice(index + '/OpenAction'.length).trimStart();
  return after.startsWith('[') && !after.slice(0, after.indexOf(']') + 1).includes('<<');
}

/** The active names of `text`; with `strict` false only those in something shaped like a dictionary. */
function activeNamesIn(text: string, strict: boolean): string[] {
  const found = new Set<string>();
  for (const { name, index } of namesIn(text)) {
    if (!ACTIVE_NAMES.has(name)) continue;
    if (!strict && !inDictionaryShape(text, index)) continue;
    if (name === 'OpenAction' && text.startsWith('/OpenAction', index) && isHarmlessOpenAction(text, index)) continue;
    found.add(name);
  }
  return [...found];
}

/**
 * The streams of the file: each `stream` keyword that follows a dictionary, to the first `endstream` after it
 * (where a forgiving reader would look for it too).
 */
function streamsOf(text: string): StreamSpan[] {
  const spans: StreamSpan[] = [];
  const keyword = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
  let searchFrom = 0;
  for (;;) {
    keyword.lastIndex = searchFrom;
    const match = keyword.exec(text);
    if (!match) break;
    const bodyStart = match.index + match[0].length;
    const end = text.indexOf('endstream', bodyStart);
    const bodyEnd = end === -1 ? text.length : end;
    const before = text.slice(Math.max(0, match.index - 4096), match.index);
    const objectStart = Math.max(before.lastIndexOf(' obj'), before.lastIndexOf('endstream'));
    spans.push({ dictionary: before.slice(objectStart === -1 ? 0 : objectStart), bodyStart, bodyEnd });
    searchFrom = end === -1 ? text.length : end + 'endstream'.length;
  }
  return spans;
}

/** The filters a stream's dictionary names, decoded ("FlateDecode", ...), in order. */
function filtersOf(dictionary: string): string[] {
  const filter = namesIn(dictionary).find((entry) => entry.name === 'Filter');
  if (!filter) return [];
  const value = dictionary.slice(filter.index + filter.length).trimStart();
  if (value.startsWith('[')) return namesIn(value.slice(1, value.indexOf(']'))).map((entry) => entry.name);
  const first = namesIn(value)[0];
  return first && first.index === 0 ? [first.name] : [];
}

function isObjectStream(dictionary: string): boolean {
  const names = new Set(namesIn(dictionary).map((entry) => entry.name));
  return names.has('ObjStm') || (names.has('N') && names.has('First'));
}

/** Scans a PDF's bytes; see the comment at the top of the file for what it covers. */
export function scanPdf(bytes: Buffer): PdfScanResult {
  const text = bytes.toString('latin1');
  const streams = streamsOf(text);
  const found = new Set<string>();

  // Outside the streams: every dictionary, strictly.
  let cursor = 0;
  const outside: string[] = [];
  for (const stream of streams) {
    outside.push(text.slice(cursor, stream.bodyStart));
    cursor = stream.bodyEnd;
  }
  outside.push(text.slice(cursor));
  for (const name of activeNamesIn(outside.join('\n'), true)) found.add(name);

  let inflatedTotal = 0;
  for (const stream of streams) {
    const body = bytes.subarray(stream.bodyStart, stream.bodyEnd);
    for (const name of activeNamesIn(text.slice(stream.bodyStart, stream.bodyEnd), false)) found.add(name);
    const filters = filtersOf(stream.dictionary);
    const objectStream = isObjectStream(stream.dictionary);
    const flate = filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl');
    if (objectStream && filters.length === 0) {
      for (const name of activeNamesIn(body.toString('latin1'), true)) found.add(name);
      continue;
    }
    if (!flate) {
      if (objectStream) return { safe: false, reason: 'unreadable' };
      continue;
    }
    const room = Math.min(STREAM_INFLATE_BYTES, TOTAL_INFLATE_BYTES - inflatedTotal);
    let inflated: Buffer | null = null;
    if (room > 0) {
      try {
        inflated = inflateSync(body, {
          maxOutputLength: room,
          finishFlush: 2 /* Z_SYNC_FLUSH: a stream may end early */,
        });
      } catch {
        inflated = null;
      }
    }
    if (!inflated) {
      if (objectStream) return { safe: false, reason: 'unreadable' };
      continue;
    }
    inflatedTotal += inflated.length;
    for (const name of activeNamesIn(inflated.toString('latin1'), objectStream)) found.add(name);
  }
  return found.size > 0 ? { safe: false, reason: 'active-content', names: [...found].sort() } : { safe: true };
}
