import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in provider received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandIn {
  url: string;
  received: ReceivedRequest[];
  /** The next answers, in order; the last one repeats. */
  answerWith(...answers: { status: number; body: unknown }[]): void;
  close(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 and a free port that plays an SMS provider's API. */
export async function startStandIn(): Promise<StandIn> {
  const received: ReceivedRequest[] = [];
  let answers: { status: number; body: unknown }[] = [{ status: 200, body: {} }];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.length > 1 ? (answers.shift() ?? answers[0]) : answers[0];
      res.writeHead(answer?.status ?? 500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer?.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith: (...next) => {
      answers = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
