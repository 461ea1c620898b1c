import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What OpenCage's API answers: a status and results with geometry, components and a formatted line. */
export interface OpenCageStandInAnswer {
  status: number;
  body: unknown;
  /** Milliseconds to wait before answering (a slow provider). */
  delayMs?: number;
}

export interface OpenCageStandIn {
  url: string;
  /** The query strings received, parsed. */
  received: URLSearchParams[];
  /** How to answer each query (`q`); by default no results. */
  answer(handler: (query: string) => OpenCageStandInAnswer): void;
  close(): Promise<void>;
}

/** An OpenCage-style answer with one result. */
export function openCageResult(result: {
  lat: number;
  lng: number;
  components: Record<string, string>;
  formatted: string;
}): OpenCageStandInAnswer {
  return {
    status: 200,
    body: {
      status: { code: 200, message: 'OK' },
      total_results: 1,
      results: [{ confidence: 9, geometry: { lat: result.lat, lng: result.lng }, ...result }],
    },
  };
}

export const openCageNoResults: OpenCageStandInAnswer = {
  status: 200,
  body: { status: { code: 200, message: 'OK' }, total_results: 0, results: [] },
};

/**
 * A local HTTP server that speaks OpenCage's geocoding protocol: GET /geocode/v1/json?q=…&key=…, a 401 for a
 * key other than `apiKey`, and whatever the test says for each query.
 */
export async function startOpenCageStandIn(apiKey: string): Promise<OpenCageStandIn> {
  const received: URLSearchParams[] = [];
  let handler: (query: string) => OpenCageStandInAnswer = () => openCageNoResults;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    received.push(url.searchParams);
    const send = ({ status, body, delayMs }: OpenCageStandInAnswer) => {
      const write = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (delayMs) setTimeout(write, delayMs).unref();
      else write();
    };
    if (req.method !== 'GET' || url.pathname !== '/geocode/v1/json') {
      send({ status: 404, body: { status: { code: 404, message: 'not found' } } });
    } else if (url.searchParams.get('key') !== apiKey) {
      send({ status: 401, body: { status: { code: 401, message: 'invalid API key' } } });
    } else {
      send(handler(url.searchParams.get('q') ?? ''));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
