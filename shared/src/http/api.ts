/**
 * The API path table pattern: each domain declares its calls once, as method + path, in `<domain>.api.ts`.
 * The server mounts routers on these paths and the client builds URLs from them, so a path is written once.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall<Path extends string = string> {
  method: HttpMethod;
  /** Path under /api, with `:name` parameters in Express style, e.g. `/vehicles/get-vehicle/:id`. */
  path: Path;
}

export const API_PREFIX = '/api';

export function defineApi<const T extends Record<string, ApiCall>>(calls: T): T {
  return calls;
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<Path extends string> = [ParamNames<Path>] extends [never]
  ? Record<string, never>
  : Record<ParamNames<Path>, string>;

/** Fills the `:name` parameters of a path; every value is URI-encoded. */
export function buildPath<Path extends string>(path: Path, params?: PathParams<Path>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
