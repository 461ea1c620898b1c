/**
 * The information pages' texts live in the `pages` catalogue as structured objects (sections, steps, questions).
 * i18next hands them back untyped: these readers check the shape, so a broken catalogue shows less, never crashes.
 */
export interface InfoSection {
  heading: string;
  paragraphs: string[];
}

export interface InfoStep {
  title: string;
  body: string;
}

export interface InfoQuestion {
  question: string;
  answer: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function listOf<T>(value: unknown, read: (item: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = isRecord(item) ? read(item) : null;
    return parsed ? [parsed] : [];
  });
}

export function readSections(value: unknown): InfoSection[] {
  return listOf(value, ({ heading, paragraphs }) =>
    typeof heading === 'string' && isStringArray(paragraphs) ? { heading, paragraphs } : null,
  );
}

export function readSteps(value: unknown): InfoStep[] {
  return listOf(value, ({ title, body }) =>
    typeof title === 'string' && typeof body === 'string' ? { title, body } : null,
  );
}

export function readQuestions(value: unknown): InfoQuestion[] {
  return listOf(value, ({ question, answer }) =>
    typeof question === 'string' && typeof answer === 'string' ? { question, answer } : null,
  );
}

/** A stable, readable fragment id for a heading: "Your rights" → "your-rights" (letters of any language kept). */
export function headingId(heading: string, index: number): string {
  const slug = heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `section-${index + 1}`;
}
