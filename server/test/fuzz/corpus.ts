/**
 * Hostile values a careless API breaks on. Each stands for a class of input, not one example. `refuse` says when
 * the value must be refused (4xx): `always`, or only in a field that holds a `number`.
 */
export type Refusal = 'always' | 'number';

/** Values put into one body field (as JSON). */
export const hostileFieldValues: { label: string; value: unknown; refuse?: Refusal }[] = [
  { label: 'object where a scalar belongs', value: { $gt: '' } },
  { label: 'empty array', value: [] },
  { label: 'array of strings', value: ['a', 'b'] },
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'zero', value: 0 },
  { label: 'negative number', value: -1 },
  { label: 'fraction', value: 1.5 },
  { label: 'huge number', value: 1e30, refuse: 'number' },
  { label: 'unsafe integer', value: Number('12345678901234567890'), refuse: 'number' },
  { label: 'NUL inside text', value: 'a\u0000b', refuse: 'always' },
  { label: 'hex digits', value: '0x2710', refuse: 'number' },
  { label: 'exponent digits', value: '1e4', refuse: 'number' },
  { label: 'padded digits', value: ' 10000 ', refuse: 'number' },
  { label: 'empty text', value: '' },
  { label: 'bidirectional override', value: '\u202Egnp.exe' },
  { label: 'zero-width text', value: '\u200B\u200D\uFEFF' },
  { label: 'SQL quote', value: "' OR 1=1 --" },
  { label: 'long text', value: 'x'.repeat(20_000) },
  { label: 'lone surrogate', value: '\uD800', refuse: 'always' },
  { label: 'nested prototype key', value: JSON.parse('{"__proto__":{"polluted":true}}') as unknown, refuse: 'always' },
  { label: 'date text', value: '2026-02-30' },
];

/** The few values sent for every other role (the full list runs for the first signed-in role a call accepts). */
export const quickFieldValues = hostileFieldValues.filter((entry) =>
  ['object where a scalar belongs', 'null', 'NUL inside text', 'huge number', 'long text'].includes(entry.label),
);

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Whole bodies, as raw JSON text. */
export const hostileBodies: { label: string; raw: string; refuse?: Refusal }[] = [
  { label: '__proto__ key', raw: '{"email":"a@b.ng","password":"x","__proto__":{}}', refuse: 'always' },
  { label: 'constructor key', raw: '{"constructor":{"prototype":{"polluted":true}}}', refuse: 'always' },
  { label: 'prototype key', raw: '{"prototype":{"polluted":true}}', refuse: 'always' },
  { label: 'deep nesting', raw: deep(200), refuse: 'always' },
  { label: 'array body', raw: '[{"a":1},{"b":2}]' },
  { label: 'NUL in a key', raw: '{"a\\u0000b":"x"}', refuse: 'always' },
  { label: 'many keys', raw: JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))) },
];

/** Query strings, as raw (encoded) text after `?`. `NAME` is replaced by each query field of the call. */
export const hostileQueries: { label: string; raw: string; refuse?: Refusal }[] = [
  { label: 'NUL', raw: 'NAME=%00', refuse: 'always' },
  { label: 'repeated parameter', raw: 'NAME=a&NAME=b', refuse: 'always' },
  { label: 'bracket array', raw: 'NAME[]=a&NAME[]=b' },
  { label: 'bracket object', raw: 'NAME[$gt]=' },
  { label: 'exponent', raw: 'NAME=1e30', refuse: 'number' },
  { label: 'negative', raw: 'NAME=-1' },
  { label: 'hex', raw: 'NAME=0x10', refuse: 'number' },
  { label: 'malformed percent', raw: 'NAME=%E0%A4%A' },
  { label: 'long', raw: `NAME=${'y'.repeat(5000)}` },
  { label: 'bidirectional override', raw: 'NAME=%E2%80%AEabc' },
];

/** Query strings sent to every call, whatever its fields. */
export const hostileQueriesForAll: { label: string; raw: string; refuse?: Refusal }[] = [
  { label: '__proto__ parameter', raw: '__proto__=1&constructor=2', refuse: 'always' },
  { label: 'NUL in a name', raw: 'a%00b=1', refuse: 'always' },
  { label: 'page out of range', raw: 'page=1e30&limit=1e30' },
  { label: 'page negative', raw: 'page=-5&limit=-5' },
  { label: 'search NUL', raw: 'search=%00', refuse: 'always' },
  { label: 'search repeated', raw: 'search=a&search=b', refuse: 'always' },
];

/** Path parameter values, raw (already encoded). */
export const hostilePathValues: { label: string; raw: string; refuse?: Refusal }[] = [
  { label: 'NUL', raw: '%00', refuse: 'always' },
  { label: 'malformed percent', raw: '%E0%A4%A', refuse: 'always' },
  { label: 'lone percent', raw: '%', refuse: 'always' },
  { label: 'not an id', raw: 'abc' },
  { label: 'zero', raw: '0' },
  { label: 'huge number', raw: '1e30' },
  { label: 'almost a uuid', raw: '00000000-0000-0000-0000-00000000000g' },
  { label: 'dot segments', raw: '..%2F..%2Fetc' },
  { label: 'long', raw: 'z'.repeat(3000) },
  { label: 'quote', raw: '%27%20OR%201%3D1' },
  { label: 'bidirectional override', raw: '%E2%80%AE' },
];
