import type { RequestHandler } from 'express';
import { v } from '@fleetcare/shared';
import { validationFailed } from './validate.ts';

/**
 * Input no call can want, refused before any router sees it (400 VALIDATION_FAILED naming the field, nothing
 * stored): keys that reach an object's prototype; text with a NUL character or half a surrogate pair (PostgreSQL
 * text can hold neither); nesting deeper than any request needs; a query parameter given twice; a path that does
 * not decode. Bidirectional-override characters, which can make text read differently from what it is, are
 * removed from every text a body carries.
 */

/** Deeper than any request body of this API (the deepest nests an array of objects in an object). */
export const MAX_BODY_DEPTH = 8;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Half of a surrogate pair without its other half: not a character, and not storable as UTF-8 text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text value, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return v.nulCharacter;
  if (LONE_SURROGATE.test(text)) return v.brokenCharacter;
  return undefined;
}

function fieldPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

function keyProblem(key: string): string | undefined {
  if (FORBIDDEN_KEYS.has(key)) return v.fieldNameNotAllowed;
  return textProblem(key);
}

/**
 * Walks a parsed JSON body: returns the first problem as field → message key, and removes bidirectional
 * controls from text in place.
 */
function bodyProblem(value: unknown, path: string, depth: number): Record<string, string> | undefined {
  if (depth > MAX_BODY_DEPTH) return { [path || '_']: v.nestedTooDeep };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      if (typeof item === 'string') {
        const problem = textProblem(item);
        if (problem) return { [fieldPath(path, index)]: problem };
        value[index] = item.replace(BIDI_CONTROLS, '');
      } else {
        const problem = bodyProblem(item, fieldPath(path, index), depth + 1);
        if (problem) return problem;
      }
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = fieldPath(path, key);
    const problem = keyProblem(key);
    if (problem) return { [field]: problem };
    const item = record[key];
    if (typeof item === 'string') {
      const itemProblem = textProblem(item);
      if (itemProblem) return { [field]: itemProblem };
      record[key] = item.replace(BIDI_CONTROLS, '');
    } else {
      const nested = bodyProblem(item, field, depth + 1);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** After a body parser: refuses what no call can want, and strips bidirectional controls from text. */
export const guardBody: RequestHandler = (req, _res, next) => {
  const problem = bodyProblem(req.body, '', 0);
  if (problem) throw validationFailed(problem);
  next();
};

function queryProblem(query: Record<string, unknown>): Record<string, string> | undefined {
  for (const [key, value] of Object.entries(query)) {
    const problem = keyProblem(key);
    if (problem) return { [key]: problem };
    if (typeof value !== 'string') return { [key]: v.parameterRepeated };
    const valueProblem = textProblem(value);
    if (valueProblem) return { [key]: valueProblem };
  }
  return undefined;
}

function pathProblem(path: string): Record<string, string> | undefined {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { path: v.pathInvalid };
    }
    const problem = textProblem(decoded);
    if (problem) return { path: problem };
  }
  return undefined;
}

/** Before routing: the path must decode and the query must be one plain value per name. */
export const guardUrl: RequestHandler = (req, _res, next) => {
  const problem = pathProblem(req.path) ?? queryProblem(req.query as Record<string, unknown>);
  if (problem) throw validationFailed(problem);
  next();
};
