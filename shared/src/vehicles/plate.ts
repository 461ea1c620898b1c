import { normalisePlate } from './vehicle.schemas.ts';

/**
 * The shapes of Nigerian plates, as letters and digits without spaces, and how each is grouped when shown:
 * - the national format since 2011: the local government's three letters, three digits, two letters
 *   ("LAG 123 XY", "KJA 555 AB");
 * - the 1992–2011 format: two letters, three digits, the local government's three letters ("AB 123 KJA");
 * - the older state format: a one- or two-letter state code, one to four digits, one or two letters ("LA 4567 A").
 */
const plateShapes: readonly RegExp[] = [
  /^([A-Z]{3})(\d{3})([A-Z]{2})$/,
  /^([A-Z]{2})(\d{3})([A-Z]{3})$/,
  /^([A-Z]{1,2})(\d{1,4})([A-Z]{1,2})$/,
];

/**
 * A stored plate (kept normalised: capitals and digits, no spaces) as people read it on the vehicle: "LAG123XY" →
 * "LAG 123 XY". A plate of no known shape (a personalised plate, a foreign one) is shown exactly as stored.
 */
export function formatPlate(stored: string): string {
  const plate = normalisePlate(stored);
  for (const shape of plateShapes) {
    const groups = shape.exec(plate);
    if (groups) return groups.slice(1).join(' ');
  }
  return stored;
}
