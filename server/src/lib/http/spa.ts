import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Request, type Response, type Router } from 'express';
import { screenOf, type ScreenPath } from '@fleetcare/shared';
import { noCache, privateNoStore } from './cache.ts';

/** A screen's first screen as the server renders it into the app's page for one request. */
export interface RenderedScreen {
  /** The language it is written in (the page's lang; the app starts in it unless the reader chose another). */
  lang: string;
  /** Plain HTML shown until the app has drawn the same screen over it. */
  markup: string;
  /** What the app starts from instead of asking the server again (JSON, inlined with the page). */
  state: unknown;
  /**
   * The source files (as Vite's manifest names them, relative to client/: "src/pages/…") whose built chunks the
   * screen's code needs; each is preloaded with the chunks it imports.
   */
  modules: string[];
}

/**
 * A screen the server renders itself for some requests. `render` answers undefined for any request it will not
 * render (signed out, not the reader's): those get the app's plain page, the same as everyone else.
 */
export interface ServerRenderedScreen {
  screen: ScreenPath;
  render(req: Request, params: Record<string, string>): Promise<RenderedScreen | undefined>;
}

/** The container of the server's markup, which the app removes once its own screen is drawn (client/src/lib). */
export const SERVER_MARKUP_ID = 'fc-first-screen';
/** The JSON the app starts from. */
export const SERVER_STATE_ID = 'fc-state';

/** The screen's parameters (":orderId") from a path the screen matches. */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const wanted = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  wanted.forEach((part, index) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segments[index] ?? '');
  });
  return params;
}

/**
 * JSON safe inside a <script> element: every "<" (so "</script>" and "<!--"), ">" and "&" as a \u escape, and the
 * two line separators JavaScript once refused; JSON.parse reads them back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The built chunks of `modules` and of everything they import, in import order, less the files the page names
 * already (its entry script and what it imports).
 */
export function chunksOf(manifest: Record<string, ManifestChunk>, modules: string[], indexHtml: string): string[] {
  const named = new Set([...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]));
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || named.has(chunk.file) || files.includes(chunk.file)) return;
    for (const child of chunk.imports ?? []) visit(child);
    files.push(chunk.file);
  };
  for (const key of modules) visit(key);
  return files;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The script that starts the app on a page with a rendered screen: after the first paint (the screen is already
 * there, and on a slow network the code downloading beside the stylesheet only delays it), it preloads the chunks
 * the screen's route needs, all at once rather than one import after another, and imports the app's entry.
 */
function startScript(entries: string[], chunks: string[]): string {
  return (
    `const preloads=${scriptSafeJson(chunks.map((file) => `/${file}`))};` +
    `const entries=${scriptSafeJson(entries)};` +
    'const start=()=>{for(const href of preloads){const link=document.createElement("link");' +
    'link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link);}' +
    'for(const src of entries)import(src);};' +
    'if(document.visibilityState==="hidden")start();else requestAnimationFrame(()=>setTimeout(start,0));'
  );
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>\s*/g;

/**
 * The app's page with a rendered screen in it: its lang, the markup before the app's root (hidden until the app
 * shows it), the state, and the app's entry started by an inline script (startScript) instead of its script tags.
 * Answers the page and the inline script's hash, for the Content-Security-Policy of this answer.
 */
export function pageWithScreen(
  indexHtml: string,
  screen: RenderedScreen,
  chunks: string[],
): { html: string; scriptHash: string } {
  const entries = [...indexHtml.matchAll(ENTRY_SCRIPT)].map((match) => match[1] as string);
  const script = startScript(entries, chunks);
  const html = indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(screen.lang)}"`)
    .replace(
      '<div id="root"></div>',
      `<div id="${SERVER_MARKUP_ID}">${screen.markup}</div><div id="root" hidden></div>` +
        `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(screen.state)}</script>` +
        `<script type="module">${script}</script>`,
    );
  return { html, scriptHash: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}

/** The answer's Content-Security-Policy (helmet's) with one more inline script allowed by its hash. */
function allowScript(res: Response, hash: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader(
    'Content-Security-Policy',
    /(^|;)\s*script-src\s/.test(policy)
      ? policy.replace(/((?:^|;)\s*script-src)\s/, `$1 ${hash} `)
      : `${policy};script-src 'self' ${hash}`,
  );
}

/** Vite's manifest (build.manifest) of the build in `clientDist`, read again when the build changes. */
function manifestReader(clientDist: string): () => Record<string, ManifestChunk> {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  let read: { mtimeMs: number; manifest: Record<string, ManifestChunk> } | undefined;
  return () => {
    if (!existsSync(file)) return {};
    const { mtimeMs } = statSync(file);
    if (read?.mtimeMs !== mtimeMs) {
      read = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk> };
    }
    return read.manifest;
  };
}

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year; index.html is never cached and is
 * the answer for every other GET path that is not a file, so client-side routes work on reload. A path that is
 * none of the app's screens (the shared screens table) is answered 404, still with index.html, whose app shows its
 * not-found page: search engines and link checkers see a missing page as missing.
 *
 * A screen in `rendered` may put its first screen into the page for a request it renders (the reader's own data):
 * that page is `private, no-store`, and everyone else gets the plain one.
 */
export function spaRouter(clientDist: string, rendered: ServerRenderedScreen[] = []): Router {
  const router = express.Router();
  const indexFile = path.join(clientDist, 'index.html');
  const manifest = manifestReader(clientDist);
  const cookies = cookieParser();

  router.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  // A missing hashed file is a stale page asking for an old build: say so rather than answer with index.html.
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(
    express.static(clientDist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html') || filePath.endsWith('sw.js')) noCache(res);
      },
    }),
  );
  router.get(/.*/, async (req, res) => {
    if (!existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run "npm run build" (npm start does it for you).');
      return;
    }
    const screen = screenOf(req.path);
    const renderer = screen && rendered.find((candidate) => candidate.screen === screen);
    if (renderer) {
      await new Promise<void>((resolve, reject) => {
        cookies(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve()));
      });
      const page = await renderer.render(req, paramsOf(renderer.screen, req.path));
      if (page) {
        const indexHtml = await readFile(indexFile, 'utf8');
        const { html, scriptHash } = pageWithScreen(indexHtml, page, chunksOf(manifest(), page.modules, indexHtml));
        allowScript(res, scriptHash);
        privateNoStore(res);
        res.setHeader('Vary', 'Cookie');
        res.status(200).type('html').send(html);
        return;
      }
      // Whatever was asked, the plain page says nothing of it: never kept by a shared cache all the same.
      res.setHeader('Vary', 'Cookie');
    }
    noCache(res);
    res.status(screen ? 200 : 404).sendFile(indexFile);
  });
  return router;
}
