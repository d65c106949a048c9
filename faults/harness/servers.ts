import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A loopback HTTP server on a free port that counts what it is sent. */
export interface TestServer {
  /** `http://127.0.0.1:PORT/v1` */
  baseUrl: string;
  /** Requests received so far. */
  readonly requests: number;
  /** Connections still open. */
  readonly open: number;
  close(): Promise<void>;
}

export async function startServer(handler: Handler): Promise<TestServer> {
  let requests = 0;
  let open = 0;
  const server: Server = createServer((req, res) => {
    requests++;
    req.resume();
    handler(req, res);
  });
  server.on('connection', (socket) => {
    open++;
    socket.on('close', () => open--);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return requests;
    },
    get open() {
      return open;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Never answers: the request stays open until the client gives up. */
export const silent: Handler = () => undefined;

/** Always 429 with a Retry-After of an hour. */
export const tooManyRequests: Handler = (_req, res) => {
  res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3600' });
  res.end('{"error":{"message":"slow down"}}');
};

/** A 200 whose body never ends: a megabyte at a time, as long as the client reads. */
export const endlessBody: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  const block = Buffer.alloc(1 << 20, 0x61);
  res.write('{"choices":[{"message":{"content":"');
  const more = (): void => {
    while (!res.destroyed && res.write(block));
    if (!res.destroyed) res.once('drain', more);
  };
  more();
};

/** A normal completion. */
export function answer(text: string): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { content: text }, finish_reason: 'stop' }] }));
  };
}

/** Waits `ms` (to see whether anything still arrives after a command returned). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
