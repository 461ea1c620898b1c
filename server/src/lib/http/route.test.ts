import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { defineApi, returns, returnsFile, returnsHtml, returnsRedirect, schema } from '@fleetcare/shared';
import { AppError } from '../errors.ts';
import { privateNoStore, publicFor } from './cache.ts';
import { errorHandler } from './error-handler.ts';
import { responded, route } from './route.ts';

const noteParams = yup.object({ id: yup.string().trim().required().max(10) });
const noteBody = yup.object({ text: yup.string().trim().required('Write something.') });
const listQuery = yup.object({ page: yup.number().integer().min(1).default(1) });

const api = defineApi({
  list: { method: 'GET', path: '/notes', query: schema<typeof listQuery>(), response: returns<{ page: number }>() },
  add: {
    method: 'POST',
    path: '/notes/:id',
    params: schema<typeof noteParams>(),
    body: schema<typeof noteBody>(),
    response: returns<{ id: string; text: string }>(),
  },
  remove: { method: 'DELETE', path: '/notes/:id', response: returns<null>() },
  csv: { method: 'GET', path: '/notes.csv', response: returnsFile() },
  raw: { method: 'GET', path: '/notes.bin', response: returnsFile() },
  away: { method: 'GET', path: '/notes/away', response: returnsRedirect() },
  page: { method: 'GET', path: '/notes/page', response: returnsHtml() },
});

/** Lets a request through only with `x-user`, as the session middleware does with a session. */
const signedIn: RequestHandler = (req, _res, next) => {
  next(req.get('x-user') ? undefined : new AppError('UNAUTHENTICATED'));
};

function appWith(register: (router: express.Router) => void) {
  const router = express.Router();
  register(router);
  return express().use(express.json()).use(router).use(errorHandler);
}

describe('route(): a handler bound to its API table entry', () => {
  it("registers on the entry's method and path and sends the data in the envelope, with its status and message", async () => {
    const app = appWith((router) => {
      route(router, api.add, async (req, _res, input) => {
        const { id } = await input.params(noteParams);
        const { text } = await input.body(noteBody);
        expect(req.params.id).toBe(id);
        return { data: { id, text }, status: 201, message: 'Saved.' };
      });
    });
    const res = await request(app).post('/notes/n1').send({ text: ' Oil leak ', extra: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: 'n1', text: 'Oil leak' }, message: 'Saved.' });
    expect((await request(app).get('/notes/n1')).status).toBe(404);
  });

  it('parses with parse(): a part that fails is 400 VALIDATION_FAILED with its field message', async () => {
    const app = appWith((router) => {
      route(router, api.add, async (_req, _res, input) => {
        const { id } = await input.params(noteParams);
        const { text } = await input.body(noteBody);
        return { data: { id, text } };
      });
    });
    const res = await request(app)
      .post('/notes/n1')
      .send({ text: { nested: true } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fieldErrors: { text: expect.any(String) },
    });
    const empty = await request(app).post('/notes/n1').send({});
    expect(empty.body.fieldErrors).toEqual({ text: 'Write something.' });
  });

  it('runs the middleware first, then sets the cache policy: a refused request carries none', async () => {
    const app = appWith((router) => {
      route(router, api.list, { cache: privateNoStore }, signedIn, async (_req, _res, input) => ({
        data: await input.query(listQuery),
      }));
    });
    const refused = await request(app).get('/notes');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBeUndefined();
    const ok = await request(app).get('/notes?page=2').set('x-user', 'u1');
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.body.data).toEqual({ page: 2 });
  });

  it('answers a null data call, and a thrown AppError through the one error renderer', async () => {
    const app = appWith((router) => {
      route(router, api.remove, (req) => {
        if (req.params.id === 'missing') throw new AppError('NOT_FOUND');
        return { data: null, message: 'Deleted.' };
      });
    });
    expect((await request(app).delete('/notes/a')).body).toEqual({ success: true, data: null, message: 'Deleted.' });
    expect((await request(app).delete('/notes/missing')).body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('sends a file as an attachment, a redirect, a page, or nothing more once the handler has responded', async () => {
    const app = appWith((router) => {
      route(router, api.csv, { cache: publicFor(60) }, () => ({
        file: 'plate,brand\n',
        contentType: 'text/csv; charset=utf-8',
        fileName: 'fleet.csv',
      }));
      route(router, api.raw, (_req, res) => {
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(Buffer.from([1, 2, 3]));
        return responded;
      });
      route(router, api.away, () => ({ redirect: '/login?error=social' }));
      route(router, api.page, () => ({ html: '<p>Gone</p>', status: 410 }));
    });
    const csv = await request(app).get('/notes.csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename=fleet.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('public, max-age=60');
    expect(csv.text).toBe('plate,brand\n');
    const raw = await request(app).get('/notes.bin').buffer(true);
    expect([...(raw.body as Buffer)]).toEqual([1, 2, 3]);
    const away = await request(app).get('/notes/away').redirects(0);
    expect(away.status).toBe(302);
    expect(away.headers.location).toBe('/login?error=social');
    const page = await request(app).get('/notes/page');
    expect(page.status).toBe(410);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it("type-checks the handler against the entry: the answer's type and the schemas it parses with", () => {
    const router = express.Router();
    // Checked by the compiler only: each line would be refused if the directive above it were removed.
    const compileOnly = () => {
      // @ts-expect-error the answer's data is not the entry's type
      route(router, api.list, () => ({ data: { page: 'one' } }));
      route(router, api.list, async (_req, _res, input) => {
        // @ts-expect-error the query is parsed with the schema the entry declares, not another
        await input.query(noteBody);
        // @ts-expect-error the entry declares no body
        await input.body(noteBody);
        return { data: { page: 1 } };
      });
      // @ts-expect-error a JSON call answers data, not a file
      route(router, api.add, () => ({ file: 'x', contentType: 'text/plain', fileName: 'x.txt' }));
    };
    expect(compileOnly).toBeTypeOf('function');
  });
});
