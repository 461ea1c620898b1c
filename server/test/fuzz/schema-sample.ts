import { randomUUID } from 'node:crypto';
import type * as yup from 'yup';

type Description = ReturnType<yup.AnySchema['describe']> & {
  fields?: Record<string, Description>;
  innerType?: Description;
  tests?: { name?: string; params?: Record<string, unknown> }[];
  oneOf?: unknown[];
  default?: unknown;
};

/** The type of each top-level field of an object schema (`string`, `number`, `object`, …). */
export function fieldTypes(schema: yup.AnySchema): Record<string, string> {
  const description = schema.describe() as Description;
  return Object.fromEntries(Object.entries(description.fields ?? {}).map(([name, field]) => [name, field.type]));
}

/** The top-level field names of an object schema (empty for any other schema). */
export function fieldNames(schema: yup.AnySchema): string[] {
  const description = schema.describe() as Description;
  return description.type === 'object' ? Object.keys(description.fields ?? {}) : [];
}

function param(description: Description, test: string, name: string): unknown {
  return description.tests?.find((entry) => entry.name === test)?.params?.[name];
}

/**
 * A value the schema is likely to accept, built from its description: allowed values first, then the type with
 * its length and range limits. A field whose rules it cannot read (a pattern, a custom test) may still be refused;
 * the fuzz test then only learns less.
 */
export function sampleOf(description: Description): unknown {
  const allowed = (description.oneOf ?? []).filter((value) => value !== null && value !== undefined);
  if (allowed.length > 0) return allowed[0];
  switch (description.type) {
    case 'object': {
      const fields = description.fields ?? {};
      return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, sampleOf(field)]));
    }
    case 'array': {
      const min = Number(param(description, 'min', 'min') ?? 1);
      const inner = description.innerType ? sampleOf(description.innerType) : 'x';
      return Array.from({ length: Math.max(1, min) }, () => inner);
    }
    case 'number': {
      const min = param(description, 'min', 'min');
      return typeof min === 'number' ? Math.max(min, 1) : 1;
    }
    case 'boolean':
      return true;
    case 'date':
      return '2026-06-01';
    case 'string': {
      const names = new Set((description.tests ?? []).map((test) => test.name));
      if (names.has('email')) return `fuzz.${randomUUID().slice(0, 8)}@example.com`;
      if (names.has('uuid')) return randomUUID();
      if (names.has('url')) return 'https://example.com/';
      const min = Number(param(description, 'min', 'min') ?? param(description, 'length', 'length') ?? 0);
      const max = Number(param(description, 'max', 'max') ?? param(description, 'length', 'length') ?? 40);
      const text = 'Fuzz sample text';
      return text.padEnd(Math.max(min, 1), 'x').slice(0, Math.max(1, Math.min(max, Math.max(min, text.length))));
    }
    default:
      return typeof description.default === 'string' ? description.default : 'x';
  }
}

export function sampleOfSchema(schema: yup.AnySchema): Record<string, unknown> {
  const sample = sampleOf(schema.describe() as Description);
  return sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {};
}
