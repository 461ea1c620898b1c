import type { AnySchema, InferType, ObjectSchema } from 'yup';

/**
 * The API path table pattern: each domain declares its calls once in `<domain>.api.ts`: method, path, the shared
 * yup schemas of its path parameters, query and body, and what it answers. The server binds its handlers to these
 * entries (lib/http/route.ts) and the client calls them (lib/api-client.ts); both read every type from the entry.
 *
 * Schemas and answers are carried by type only: an entry names `typeof someSchema` and never holds the schema
 * itself, so a page that calls the API does not download yup and every schema of the table (the landing page's
 * budget counts each kilobyte). The server parses with the same schemas, type-checked against the entry.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const carried: unique symbol;

/** A type an entry carries for the compiler; nothing holds it at run time. */
interface Carries<T> {
  readonly [carried]?: T;
}

/** How a request part travels: JSON (or the query string), or a multipart form (files and text fields). */
export type InputKind = 'json' | 'form';

/** A request part validated with a shared yup schema (`undefined`: a form whose fields are not validated). */
export interface Takes<
  S extends AnySchema | undefined = AnySchema | undefined,
  Kind extends InputKind = InputKind,
> extends Carries<S> {
  readonly kind: Kind;
}

/**
 * What a call answers: `json` is the success envelope whose `data` is T; `file` a download (CSV, a stored file);
 * `redirect` sends the browser on; `html` is a page of its own.
 */
export type ResponseKind = 'json' | 'file' | 'redirect' | 'html';

export interface Returns<T = unknown, Kind extends ResponseKind = ResponseKind> extends Carries<T> {
  readonly kind: Kind;
}

export interface ApiCall<Path extends string = string> {
  method: HttpMethod;
  /** Path under /api, with `:name` parameters in Express style, e.g. `/vehicles/get-vehicle/:id`. */
  path: Path;
  /** The schema the server parses the path parameters with. */
  params?: Takes<AnySchema, 'json'>;
  /** The schema the server parses the query string with. */
  query?: Takes<AnySchema, 'json'>;
  body?: Takes;
  response: Returns;
}

export const API_PREFIX = '/api';

export function defineApi<const T extends Record<string, ApiCall>>(calls: T): T {
  return calls;
}

const jsonInput: Takes<never, 'json'> = Object.freeze({ kind: 'json' });
const formInput: Takes<never, 'form'> = Object.freeze({ kind: 'form' });

/** A part validated with the shared schema S: `body: schema<typeof addToCartSchema>()`. */
export function schema<S extends AnySchema>(): Takes<S, 'json'> {
  return jsonInput;
}

/** A multipart form body (the client sends FormData); S validates its text fields, when it has any. */
export function formData<S extends AnySchema | undefined = undefined>(): Takes<S, 'form'> {
  return formInput;
}

const jsonAnswer: Returns<never, 'json'> = Object.freeze({ kind: 'json' });

/** Answers the success envelope with `data` of type T (`null` for a call that answers nothing but its message). */
export function returns<T>(): Returns<T, 'json'> {
  return jsonAnswer;
}

/** Answers a file to download (the client receives a Blob). */
export function returnsFile(): Returns<never, 'file'> {
  return Object.freeze({ kind: 'file' });
}

/** Answers a redirect (a browser navigation, never called through the API client). */
export function returnsRedirect(): Returns<never, 'redirect'> {
  return Object.freeze({ kind: 'redirect' });
}

/** Answers an HTML page (a browser navigation, never called through the API client). */
export function returnsHtml(): Returns<never, 'html'> {
  return Object.freeze({ kind: 'html' });
}

type SchemaOf<Part> = Part extends Takes<infer S> ? S : undefined;
type PartOf<C, Name extends 'params' | 'query' | 'body'> = C extends { readonly [K in Name]: infer P } ? P : undefined;

/** The schema of the call's path parameters, query or body, `undefined` when the call takes none. */
export type ParamsSchemaOf<C extends object> = SchemaOf<PartOf<C, 'params'>>;
export type QuerySchemaOf<C extends object> = SchemaOf<PartOf<C, 'query'>>;
export type BodySchemaOf<C extends object> = SchemaOf<PartOf<C, 'body'>>;

/** How the call's body travels, `undefined` when it takes none. */
export type BodyKindOf<C extends object> =
  PartOf<C, 'body'> extends Takes<AnySchema | undefined, infer K> ? K : undefined;

export type ResponseKindOf<C extends Pick<ApiCall, 'response'>> = C['response']['kind'];

/** The `data` of the call's success envelope (`never` for a call that answers a file, a redirect or a page). */
export type ResponseOf<C extends Pick<ApiCall, 'response'>> =
  C['response'] extends Returns<infer T, 'json'> ? T : never;

type DefaultedKeys<D> = { [K in keyof D]-?: undefined extends D[K] ? never : K }[keyof D];
type Flatten<T> = { [K in keyof T]: T[K] } & unknown;

/**
 * What a client sends for a schema: what it validates to, except that a field with a default may be left out
 * (yup fills it in). yup types no separate input side, so the validated type is the starting point.
 */
export type SentOf<S> =
  S extends ObjectSchema<infer _In, infer _Context, infer Defaults, infer _Flags>
    ? Flatten<
        Omit<InferType<S>, DefaultedKeys<Defaults>> &
          Partial<Pick<InferType<S>, DefaultedKeys<Defaults> & keyof InferType<S>>>
      >
    : S extends AnySchema
      ? InferType<S>
      : never;

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
