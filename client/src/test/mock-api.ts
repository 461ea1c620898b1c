import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../lib/api-client.ts';

export interface MockRequest {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
}

export interface MockAnswer {
  status: number;
  body: unknown;
}

/** Replaces the HTTP client's transport: every call goes to `handler`, and is recorded. */
export function mockApi(handler: (request: MockRequest) => MockAnswer | Promise<MockAnswer>) {
  const calls: MockRequest[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const request: MockRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      params: config.params,
    };
    calls.push(request);
    const { status, body } = await handler(request);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  return calls;
}

export const ok = (data: unknown): MockAnswer => ({ status: 200, body: { success: true, data } });

export const failure = (
  status: number,
  code: string,
  extra: { fieldErrors?: Record<string, string>; fieldErrorKeys?: Record<string, string>; detail?: string } = {},
): MockAnswer => ({ status, body: { success: false, code, message: code, requestId: 'req-test', ...extra } });

/** Sets or removes the route guard's session marker. */
export function setSessionCookie(present: boolean) {
  document.cookie = present
    ? `fUserJwt=session.${Math.floor(Date.now() / 1000) + 3600}; path=/`
    : 'fUserJwt=; Max-Age=0; path=/';
}
