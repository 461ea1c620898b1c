import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineApi } from '@fleetcare/shared';
import { callApi, http, setAuthFailureHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';

const api = defineApi({ thing: { method: 'GET', path: '/things/:id' } });

function answer(status: number, body: unknown) {
  http.defaults.adapter = async (config) => {
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
}

afterEach(() => setAuthFailureHandler(undefined));

describe('the api client', () => {
  it('returns data when success is true and fills path parameters', async () => {
    let url: string | undefined;
    http.defaults.adapter = async (config) => {
      url = config.url;
      return { data: { success: true, data: { id: 7 } }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await expect(callApi(api.thing, { params: { id: 'a/b' } })).resolves.toEqual({ id: 7 });
    expect(url).toBe('/things/a%2Fb');
  });

  it('turns a failure envelope into an ApiError with code, field errors and request id', async () => {
    answer(400, {
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Some fields need attention.',
      fieldErrors: { email: 'Email is invalid.' },
      requestId: 'req-1',
    });
    const error = (await callApi(api.thing, { params: { id: '1' } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, requestId: 'req-1' });
    expect(error.fieldErrors).toEqual({ email: 'Email is invalid.' });
  });

  it('rejects a 200 whose success flag is not true', async () => {
    answer(200, { success: false, code: 'CONFLICT', message: 'x', requestId: 'r' });
    await expect(callApi(api.thing, { params: { id: '1' } })).rejects.toMatchObject({ code: 'CONFLICT' });
    answer(200, '<html>');
    await expect(callApi(api.thing, { params: { id: '1' } })).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    http.defaults.adapter = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(callApi(api.thing, { params: { id: '1' } })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });

  it('runs the forced sign-out on exactly the two 401 details ("Invalid token." and "Authentication credentials were not provided.")', async () => {
    const signOut = vi.fn();
    setAuthFailureHandler(signOut);
    for (const detail of ['Invalid token.', 'Authentication credentials were not provided.']) {
      answer(401, { success: false, code: 'UNAUTHENTICATED', message: 'x', detail, requestId: 'r' });
      await expect(callApi(api.thing, { params: { id: '1' } })).rejects.toBeInstanceOf(ApiError);
    }
    answer(401, { success: false, code: 'UNAUTHENTICATED', message: 'x', detail: 'Wrong password.', requestId: 'r' });
    await expect(callApi(api.thing, { params: { id: '1' } })).rejects.toBeInstanceOf(ApiError);
    expect(signOut).toHaveBeenCalledTimes(2);
  });
});
