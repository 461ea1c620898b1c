import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import {
  API_PREFIX,
  authFailureDetail,
  buildPath,
  type ApiCall,
  type PathParams,
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

export interface CallOptions<Path extends string> {
  params?: PathParams<Path>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  config?: AxiosRequestConfig;
}

/** Calls one entry of a domain's API table and returns its `data`. */
export async function callApi<T, Path extends string = string>(
  call: ApiCall<Path>,
  options: CallOptions<Path> = {},
): Promise<T> {
  const url = buildPath(call.path, options.params);
  const response = await http.request<SuccessEnvelope<T>>({
    method: call.method,
    url,
    params: options.query,
    data: options.body,
    ...options.config,
  });
  return response.data.data;
}
