import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { AnySchema, InferType } from 'yup';
import type {
  ApiCall,
  BodySchemaOf,
  ParamsSchemaOf,
  PathParams,
  QuerySchemaOf,
  ResponseKindOf,
  ResponseOf,
} from '@fleetcare/shared';
import type { CachePolicy } from './cache.ts';
import { sendData } from './respond.ts';
import { parse } from './validate.ts';

/** A JSON call's answer: the success envelope's `data`, its status (200 unless said) and its message. */
export interface DataAnswer<T> {
  data: T;
  status?: number | undefined;
  message?: string | undefined;
}

/**
 * A file to download, sent as an attachment named `fileName`: whole, or as parts made while it is sent (written to
 * the response as each comes, at the pace the client reads; a client that goes away stops the parts).
 */
export interface FileAnswer {
  file: string | Buffer | AsyncIterable<string | Buffer>;
  contentType: string;
  fileName: string;
}

export interface RedirectAnswer {
  redirect: string;
  /** 302 unless said; 303 after a form post. */
  status?: 302 | 303 | undefined;
}

export interface HtmlAnswer {
  html: string;
  status?: number | undefined;
}

/** The handler, or a library it handed the response to (passport, a stream), has written the response itself. */
export interface Responded {
  readonly responded: true;
}
export const responded: Responded = Object.freeze({ responded: true });

/** What an entry declares, its method aside: one handler may serve the same call under two methods. */
type Contract = Omit<ApiCall, 'method'>;

/** What a handler of the call returns, by the kind of answer its entry declares. */
export type AnswerOf<C extends Contract> = {
  json: DataAnswer<ResponseOf<C>>;
  file: FileAnswer | Responded;
  redirect: RedirectAnswer | Responded;
  html: HtmlAnswer | RedirectAnswer;
}[ResponseKindOf<C>];

/** Parses a request part with the schema the entry declares for it (`never`, so no call, when it declares none). */
type PartParser<S> = [S] extends [AnySchema]
  ? (schema: S, context?: Record<string, unknown>) => Promise<InferType<S>>
  : never;

/**
 * The request parts, each parsed with `parse()` (validate.ts) where the handler asks, so the order of checks is
 * the handler's own; the schema must be the one the call's entry declares.
 */
export interface RouteInput<C extends Contract> {
  params: PartParser<ParamsSchemaOf<C>>;
  query: PartParser<QuerySchemaOf<C>>;
  body: PartParser<BodySchemaOf<C>>;
}

type HandlerOf<C extends Contract> = (
  req: Request<PathParams<C['path']>>,
  res: Response,
  input: RouteInput<C>,
  next: NextFunction,
) => AnswerOf<C> | Promise<AnswerOf<C>>;

export type RouteHandler<C extends ApiCall> = HandlerOf<Omit<C, 'method'>>;

export interface RouteOptions {
  /** Set once the middleware has let the request through, before the handler runs. */
  cache?: CachePolicy;
}

/** Middleware (and the options, first), then the handler. */
type Chain<C extends ApiCall> = [...(RouteOptions | RequestHandler)[], RouteHandler<C>];

/**
 * Registers the handler of one entry of an API table on its method and path, after the given middleware
 * (authentication, uploads, ...). The handler returns its answer, whose type is the entry's: the envelope's data
 * for a JSON call, a file, a redirect or a page. Every route of the app is registered through here (ESLint
 * forbids `router.get(...)` and the like elsewhere), so a route cannot answer other than its entry says.
 *
 * `route(router, usersApi.getUser, { cache: privateNoStore }, auth, async (req) => ({ data: ... }))`
 */
export function route<C extends ApiCall>(router: Router, call: C, ...chain: Chain<NoInfer<C>>): void {
  const options: RouteOptions = Object.assign({}, ...chain.filter((item) => typeof item !== 'function'));
  const functions = chain.filter((item) => typeof item === 'function');
  const handler = functions.at(-1) as RouteHandler<C> | undefined;
  if (!handler) throw new Error(`No handler for ${call.method} ${call.path}`);
  const middleware = functions.slice(0, -1) as RequestHandler[];

  const final: RequestHandler = async (req, res, next) => {
    options.cache?.(res);
    const input = {
      params: (schema: AnySchema, context?: Record<string, unknown>) => parse(schema, req.params, context),
      query: (schema: AnySchema, context?: Record<string, unknown>) => parse(schema, req.query, context),
      body: (schema: AnySchema, context?: Record<string, unknown>) => parse(schema, req.body, context),
    } as unknown as RouteInput<C>;
    // Express matched the entry's path, so the request carries its parameters.
    const answer = await handler(req as unknown as Request<PathParams<C['path']>>, res, input, next);
    await send(res, answer);
  };
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](call.path, ...middleware, final);
}

async function send(
  res: Response,
  answer: DataAnswer<unknown> | FileAnswer | RedirectAnswer | HtmlAnswer | Responded,
): Promise<void> {
  if ('responded' in answer) return;
  if ('data' in answer) {
    sendData(res, answer.data, { status: answer.status, message: answer.message });
  } else if ('file' in answer) {
    res.attachment(answer.fileName);
    res.setHeader('Content-Type', answer.contentType);
    if (typeof answer.file === 'string' || Buffer.isBuffer(answer.file)) {
      res.send(answer.file);
      return;
    }
    try {
      await pipeline(Readable.from(answer.file), res);
    } catch (error) {
      // The client went away mid-file: nothing is left to answer.
      if (res.destroyed && (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      throw error;
    }
  } else if ('redirect' in answer) {
    res.redirect(answer.status ?? 302, answer.redirect);
  } else {
    res
      .status(answer.status ?? 200)
      .type('html')
      .send(answer.html);
  }
}
