import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import {
  API_PREFIX,
  authFailureDetail,
  buildPath,
  type ApiCall,
  type BodyKindOf,
  type BodySchemaOf,
  type PathParams,
  type QuerySchemaOf,
  type ResponseOf,
  type Returns,
  type SentOf,
  type SuccessEnvelope,
} from '@fleetcare/shared';
import { ApiError } from './api-error.ts';
import { runAuthFailureHandler } from './auth-failure.ts';

/** The session feature registers its forced sign-out here. */
export { setAuthFailureHandler } from './auth-failure.ts';

/** The one HTTP client: same origin, cookies sent, every failure turned into an ApiError. */
export const http = axios.create({
  baseURL: API_PREFIX,
  withCredentials: true,
  timeout: 30_000,
  headers: { Accept: 'application/json' },
});

const forcedSignOutDetails: string[] = Object.values(authFailureDetail);

http.interceptors.response.use(
  (response) => {
    // Success is taken only when the success flag is true.
    const body: unknown = response.data;
    if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true) return response;
    if (response.config.responseType === 'blob') return response;
    throw ApiError.fromBody(response.status, body);
  },
  (error: unknown) => {
    if (error instanceof ApiError) throw error;
    if (error instanceof AxiosError && error.response) {
      const apiError = ApiError.fromBody(error.response.status, error.response.data);
      if (apiError.status === 401 && apiError.detail && forcedSignOutDetails.includes(apiError.detail)) {
        runAuthFailureHandler();
      }
      throw apiError;
    }
    throw new ApiError({
      code: 'NETWORK_ERROR',
      status: 0,
      message: 'We could not reach FleetCare. Check your connection and try again.',
    });
  },
);

/** The calls the client makes: those answering JSON or a file (a redirect or a page is a browser navigation). */
export type ClientCall = ApiCall & { response: Returns<unknown, 'json' | 'file'> };

/** What the call answers: the envelope's `data`, or the file as a Blob. */
export type ResultOf<C extends ClientCall> = C['response']['kind'] extends 'file' ? Blob : ResponseOf<C>;

/** The body the client sends: FormData for a multipart form, else what the body's schema takes. */
export type BodyOf<C extends ApiCall> = BodyKindOf<C> extends 'form' ? FormData : SentOf<BodySchemaOf<C>>;

/** The query the client sends: what the query's schema takes. */
export type QueryOf<C extends ApiCall> = SentOf<QuerySchemaOf<C>>;

type Empty = Record<never, never>;

/** A part the call takes is required when it has a required field; a part it does not take cannot be given. */
type Part<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: never }
  : Empty extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** Path parameters (from the path), query and body, each typed by the call's entry; `config` for uploads. */
export type CallInput<C extends ApiCall> = Part<'params', PathParams<C['path']>> &
  Part<'query', QueryOf<C>> &
  Part<'body', BodyOf<C>> & { config?: AxiosRequestConfig };

/**
 * Calls one entry of a domain's API table and returns its `data` (a Blob for a file). Parameters, query, body and
 * the answer are all typed by the entry: no call site names a type.
 */
export async function callApi<C extends ClientCall>(
  call: C,
  ...[input]: Empty extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>]
): Promise<ResultOf<C>> {
  const options: { params?: unknown; query?: unknown; body?: unknown; config?: AxiosRequestConfig } = input ?? {};
  const url = buildPath<C['path']>(call.path, options.params as PathParams<C['path']> | undefined);
  const file = call.response.kind === 'file';
  const response = await http.request<SuccessEnvelope<ResultOf<C>> | Blob>({
    method: call.method,
    url,
    params: options.query,
    data: options.body,
    ...(file ? { responseType: 'blob' as const } : {}),
    ...options.config,
  });
  return (file ? response.data : (response.data as SuccessEnvelope<ResultOf<C>>).data) as ResultOf<C>;
}
