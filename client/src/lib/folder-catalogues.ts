import { folderNamespaceOf, mergeCatalogues } from './merge-catalogues.ts';

type CatalogueModule = { default: Record<string, unknown> };

/** Every file of every namespace written as a folder (`<lng>/admin-resources/*.json`), each loaded on demand. */
const files = import.meta.glob<CatalogueModule>('../locales/*/*/*.json');

/**
 * One namespace written as a folder, in one language: its files (one per server module) loaded and merged. This
 * module is itself loaded only when such a namespace is asked for, so the list of its files stays off the pages
 * that never need them.
 */
export async function loadFolderCatalogue(language: string, namespace: string): Promise<CatalogueModule> {
  const loads = Object.entries(files)
    .filter(([file]) => {
      const found = folderNamespaceOf(file);
      return found?.language === language && found.namespace === namespace;
    })
    .map(([, load]) => load());
  return { default: mergeCatalogues((await Promise.all(loads)).map((module) => module.default)) };
}
