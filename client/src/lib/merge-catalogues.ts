type Catalogue = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One catalogue made of several files (a namespace written as a folder: `locales/<lng>/admin-resources/*.json`,
 * one file per server module). Objects are merged key by key, so two files may each add to the same object; where
 * both give a text for the same key, the later file's wins.
 */
export function mergeCatalogues(parts: readonly Catalogue[]): Catalogue {
  const merged: Catalogue = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key];
      merged[key] = isPlainObject(existing) && isPlainObject(value) ? mergeCatalogues([existing, value]) : value;
    }
  }
  return merged;
}

/** The language and the namespace of a file inside a namespace folder: `…/locales/en/admin-resources/users.json`. */
export function folderNamespaceOf(file: string): { language: string; namespace: string } | undefined {
  const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\/[\w-]+\.json$/.exec(file) ?? [];
  return language && namespace ? { language, namespace } : undefined;
}
