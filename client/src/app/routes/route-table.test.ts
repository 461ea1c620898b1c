import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import enTitles from '../../locales/en/titles.json';
import nbTitles from '../../locales/nb/titles.json';
import { routes } from '../router.tsx';

interface Screen {
  path: string;
  title: string | undefined;
}

/** Every path the route table shows a page for (not-found routes aside), with its nearest title key. */
function screensOf(table: RouteObject[], parentPath = '/', parentTitle?: string): Screen[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ?? parentPath;
    const title = (route.handle as { title?: string } | undefined)?.title ?? parentTitle;
    // A path shows a page through an index route or a route without children; a layout's path, through its index.
    const own = route.index || (route.path && !route.children) ? [{ path, title }] : [];
    return [...own, ...screensOf(route.children ?? [], path, title)];
  });
}

const routed = screensOf(routes);
const routedPaths = new Set(routed.map(({ path }) => path));

describe("the app's route table and the shared screens table", () => {
  it('names every route by its whole path (so the paths come from the shared table)', () => {
    for (const path of routedPaths) expect(path, path).toMatch(/^\//);
  });

  it('when the router shows a path, then the shared table has it', () => {
    const known = new Set<string>(Object.values(screens));
    for (const path of routedPaths) expect(known.has(path), `${path} is missing from the shared table`).toBe(true);
  });

  it('when the shared table has a path, then the router shows it', () => {
    for (const path of Object.values(screens)) {
      expect(routedPaths.has(path), `${path} has no route`).toBe(true);
    }
  });

  it('gives every screen a title written in English and in Norwegian', () => {
    for (const { path, title } of routed) {
      expect(title, `${path} has no title`).toBeDefined();
      expect(enTitles, `${path}: ${title}`).toHaveProperty(title ?? '');
      expect(nbTitles, `${path}: ${title}`).toHaveProperty(title ?? '');
    }
  });
});
