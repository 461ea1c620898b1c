import { describe, expect, expectTypeOf, it } from 'vitest';
import * as yup from 'yup';
import * as shared from '../index.ts';
import {
  buildPath,
  defineApi,
  formData,
  returns,
  returnsFile,
  returnsHtml,
  returnsRedirect,
  schema,
  type BodyKindOf,
  type BodySchemaOf,
  type ParamsSchemaOf,
  type PathParams,
  type QuerySchemaOf,
  type ResponseKindOf,
  type ResponseOf,
  type SentOf,
} from './api.ts';
import { isErrorCode } from './error-codes.ts';
import { isFailureEnvelope, type Page } from './envelope.ts';

describe('API path table', () => {
  const api = defineApi({ show: { method: 'GET', path: '/things/get-thing/:id/:part', response: returns<string>() } });

  it('fills and encodes path parameters', () => {
    expect(buildPath(api.show.path, { id: 'a b', part: 'x/y' })).toBe('/things/get-thing/a%20b/x%2Fy');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('/things/:id' as string)).toThrow(/Missing path parameter "id"/);
  });
});

describe('an entry carries its types', () => {
  const idParams = yup.object({ id: yup.string().required() });
  const listQuery = yup.object({ page: yup.number().integer().default(1), q: yup.string().optional() });
  const noteBody = yup.object({ text: yup.string().trim().required(), pinned: yup.boolean().default(false) });
  const api = defineApi({
    list: { method: 'GET', path: '/notes', query: schema<typeof listQuery>(), response: returns<Page<string>>() },
    add: {
      method: 'POST',
      path: '/notes/:id',
      params: schema<typeof idParams>(),
      body: schema<typeof noteBody>(),
      response: returns<null>(),
    },
    attach: { method: 'POST', path: '/notes/:id/file', body: formData<typeof noteBody>(), response: returns<number>() },
    download: { method: 'GET', path: '/notes/export', response: returnsFile() },
    start: { method: 'GET', path: '/notes/sign-in', response: returnsRedirect() },
    page: { method: 'GET', path: '/notes/page', response: returnsHtml() },
  });

  it('keeps method and path, and only the kind of each part at run time (no schema travels with the table)', () => {
    expect(api.add).toEqual({
      method: 'POST',
      path: '/notes/:id',
      params: { kind: 'json' },
      body: { kind: 'json' },
      response: { kind: 'json' },
    });
    expect(api.attach.body).toEqual({ kind: 'form' });
    expect([api.download, api.start, api.page].map((call) => call.response.kind)).toEqual(['file', 'redirect', 'html']);
  });

  it('gives the schemas of params, query and body, and undefined for a part the call does not take', () => {
    expectTypeOf<ParamsSchemaOf<typeof api.add>>().toEqualTypeOf<typeof idParams>();
    expectTypeOf<BodySchemaOf<typeof api.add>>().toEqualTypeOf<typeof noteBody>();
    expectTypeOf<QuerySchemaOf<typeof api.list>>().toEqualTypeOf<typeof listQuery>();
    expectTypeOf<BodySchemaOf<typeof api.list>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyKindOf<typeof api.attach>>().toEqualTypeOf<'form'>();
    expectTypeOf<BodyKindOf<typeof api.add>>().toEqualTypeOf<'json'>();
  });

  it('gives the answer: the envelope data of a JSON call, never for a file, a redirect or a page', () => {
    expectTypeOf<ResponseOf<typeof api.list>>().toEqualTypeOf<Page<string>>();
    expectTypeOf<ResponseOf<typeof api.add>>().toEqualTypeOf<null>();
    expectTypeOf<ResponseOf<typeof api.download>>().toEqualTypeOf<never>();
    expectTypeOf<ResponseKindOf<typeof api.start>>().toEqualTypeOf<'redirect'>();
  });

  it('lets a client leave out a field that has a default (yup fills it in), never a required one', () => {
    expectTypeOf<SentOf<typeof noteBody>>().toEqualTypeOf<{ text: string; pinned?: boolean | undefined }>();
    expectTypeOf<SentOf<typeof listQuery>>().toEqualTypeOf<{ page?: number | undefined; q?: string | undefined }>();
    const sent: SentOf<typeof noteBody> = { text: 'Oil leak' };
    expect(noteBody.validateSync(sent)).toEqual({ text: 'Oil leak', pinned: false });
    expect(listQuery.validateSync({})).toEqual({ page: 1 });
    expect(idParams.isValidSync({})).toBe(false);
  });

  it('types path parameters from the path', () => {
    expectTypeOf<PathParams<typeof api.add.path>>().toEqualTypeOf<Record<'id', string>>();
    expectTypeOf<PathParams<typeof api.list.path>>().toEqualTypeOf<Record<string, never>>();
  });

  it('every call of every shared table declares its answer, and validates the parts it takes with a schema', () => {
    const tables = Object.entries(shared).filter(
      ([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null,
    );
    expect(tables.length).toBeGreaterThan(8);
    for (const [tableName, table] of tables) {
      for (const [callName, call] of Object.entries(table as Record<string, shared.ApiCall>)) {
        const where = `${tableName}.${callName}`;
        expect(['json', 'file', 'redirect', 'html'], where).toContain(call.response.kind);
        if (call.method === 'GET') expect(call.body, `${where} takes no body`).toBeUndefined();
        for (const part of [call.params, call.query, call.body]) {
          if (part) expect(['json', 'form'], where).toContain(part.kind);
        }
        if (call.path.includes(':') && call.response.kind === 'json') {
          expect(call.params, `${where} validates its path parameters`).toBeDefined();
        }
      }
    }
  });
});

describe('error codes', () => {
  // Which status each code answers is proven on the server's answers (app.api.test.ts and each module's API tests).
  it('recognise a known code, and nothing inherited from Object', () => {
    expect(isErrorCode('VALIDATION_FAILED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('recognise a failure envelope', () => {
    expect(isFailureEnvelope({ success: false, code: 'NOT_FOUND', message: 'x', requestId: 'r' })).toBe(true);
    expect(isFailureEnvelope({ success: true, data: 1 })).toBe(false);
    expect(isFailureEnvelope(null)).toBe(false);
  });
});
