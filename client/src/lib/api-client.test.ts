import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as yup from 'yup';
import { defineApi, formData, returns, returnsFile, returnsRedirect, schema } from '@fleetcare/shared';
import { callApi, http, setAuthFailureHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';

const listQuery = yup.object({ page: yup.number().default(1), search: yup.string().optional() });
const noteBody = yup.object({ text: yup.string().required(), pinned: yup.boolean().default(false) });

const api = defineApi({
  thing: { method: 'GET', path: '/things/:id', response: returns<{ id: number }>() },
  list: { method: 'GET', path: '/things', query: schema<typeof listQuery>(), response: returns<string[]>() },
  addNote: { method: 'POST', path: '/things/:id/notes', body: schema<typeof noteBody>(), response: returns<null>() },
  upload: { method: 'POST', path: '/things/upload', body: formData(), response: returns<{ id: number }>() },
  export: { method: 'GET', path: '/things/export', response: returnsFile() },
  signIn: { method: 'GET', path: '/things/sign-in', response: returnsRedirect() },
});

interface Sent {
  method?: string | undefined;
  url?: string | undefined;
  params?: unknown;
  data?: unknown;
  responseType?: string | undefined;
}

/** Answers the requests with `bodies`, in order, and records what was sent. */
function record(...bodies: unknown[]): Sent[] {
  const sent: Sent[] = [];
  http.defaults.adapter = async (config) => {
    const body = bodies[sent.length];
    sent.push({
      method: config.method,
      url: config.url,
      params: config.params,
      data: config.data,
      responseType: config.responseType,
    });
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };
  return sent;
}

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

describe('calls typed by their entry', () => {
  it('sends the query and the JSON body the entry declares, and returns the data typed by the entry', async () => {
    const sent = record({ success: true, data: null }, { success: true, data: ['a'] });
    const noted = callApi(api.addNote, { params: { id: '7' }, body: { text: 'Oil leak' } });
    expectTypeOf(noted).toEqualTypeOf<Promise<null>>();
    await expect(noted).resolves.toBeNull();
    const listed = callApi(api.list, { query: { search: 'corolla' } });
    expectTypeOf(listed).toEqualTypeOf<Promise<string[]>>();
    await expect(listed).resolves.toEqual(['a']);
    expect(sent[0]).toMatchObject({ method: 'post', url: '/things/7/notes' });
    // What was sent is what the server's schema takes; the field left out gets its default there.
    expect(noteBody.validateSync(JSON.parse(String(sent[0]?.data)))).toEqual({ text: 'Oil leak', pinned: false });
    expect(sent[1]?.params).toEqual({ search: 'corolla' });
    expect(listQuery.validateSync(sent[1]?.params)).toEqual({ page: 1, search: 'corolla' });
  });

  it('takes the parts the entry declares and no others', () => {
    // Checked by the compiler only: each line would be refused if the directive above it were removed.
    const compileOnly = () => {
      // @ts-expect-error the path has a parameter: params are required
      void callApi(api.thing);
      // @ts-expect-error a parameter the path does not have
      void callApi(api.thing, { params: { id: '1', other: '2' } });
      // @ts-expect-error the call takes no body
      void callApi(api.thing, { params: { id: '1' }, body: { id: 1 } });
      // @ts-expect-error the body's required field is missing (a field with a default may be left out)
      void callApi(api.addNote, { params: { id: '1' }, body: { pinned: true } });
      // @ts-expect-error the query's field has the schema's type
      void callApi(api.list, { query: { page: 'first' } });
      // @ts-expect-error an upload's body is a multipart form
      void callApi(api.upload, { body: { file: 'x' } });
      // @ts-expect-error a redirect is a browser navigation, not a call
      void callApi(api.signIn);
    };
    expect(compileOnly).toBeTypeOf('function');
  });

  it('sends an upload as the FormData given', async () => {
    const sent = record({ success: true, data: { id: 3 } });
    const body = new FormData();
    body.append('file', new Blob(['a,b']), 'fleet.csv');
    const uploaded = callApi(api.upload, { body });
    expectTypeOf(uploaded).toEqualTypeOf<Promise<{ id: number }>>();
    await expect(uploaded).resolves.toEqual({ id: 3 });
    expect(sent[0]?.data).toBe(body);
  });

  it('asks for a file as a Blob and returns it whole', async () => {
    const file = new Blob(['plate,brand\n'], { type: 'text/csv' });
    const sent = record(file);
    const downloaded = callApi(api.export);
    expectTypeOf(downloaded).toEqualTypeOf<Promise<Blob>>();
    await expect(downloaded).resolves.toBe(file);
    expect(sent[0]?.responseType).toBe('blob');
  });
});
