/** A form's number field as the request wants it: empty is null, anything else a number (NaN fails validation). */
export function numberOrNull(value: string | number | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}
