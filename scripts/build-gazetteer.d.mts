/** Types of scripts/build-gazetteer.mjs, for the test that checks the committed file against the packages. */
export const GAZETTEER_FILE: string;
export function packageVersions(): Record<string, string>;
export function buildGazetteer(): unknown;
export function gazetteerText(gazetteer?: unknown): Promise<string>;
