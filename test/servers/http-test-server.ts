/**
 * A small in-process HTTP MCP server for the connect tests (node:http, 127.0.0.1, port 0). It speaks
 * just enough Streamable HTTP (POST JSON → JSON answer, Mcp-Session-Id) and legacy SSE, and can
 * misbehave on demand: 401, 404-then-SSE, redirects, a drip of one byte a second, a huge answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type HttpMode =
  | 'json' // Streamable HTTP, JSON answers
  | '401'
  | '403'
  | '500'
  | 'sse-fallback' // POST /mcp → 404 (or `postStatus`); GET /mcp → SSE stream, messages POSTed to /messages
  | 'redirect-same' // POST /mcp → 307 /real (same origin), which serves json
  | 'redirect-cross' // POST /mcp → 307 to `redirectTo`
  | 'drip' // 200 application/json, one byte a second, forever
  | 'huge' // tools/list answer of `hugeBytes` bytes
  | 'deep' // tools/list answer with a schema nested `depth` levels (written as text)
  | 'duplicate'; // tools/list answer whose second tool holds "name" twice (written as text)

export interface HttpServerOptions {
  mode: HttpMode;
  redirectTo?: string;
  hugeBytes?: number;
  /** deep: how many levels of nested arrays the schema holds. */
  depth?: number;
  /** duplicate: send the tools/list answer as one SSE event (text/event-stream) instead of a JSON body. */
  sseAnswer?: boolean;
  /** sse-fallback: the status of a POST to the SSE path (default 404; 405 is the other common one). */
  postStatus?: number;
}

export interface TestHttpServer {
  url: string;
  origin: string;
  /** "METHOD /path" of every request, in order. */
  requests: string[];
  /** Header values seen on requests, by lower-case name. */
  headersSeen: Map<string, string[]>;
  /** How many drip responses were started (the request reached the handler). */
  dripsStarted: number;
  /** How many drip responses were cut off by the client. */
  dripsClosed: number;
  close(): Promise<void>;
}

export const HTTP_TOOLS = [
  { name: 'fetch_page', description: 'Fetches a page.', inputSchema: { type: 'object', properties: { url: { type: 'string' } } }, vendorExtension: { keep: 'me' } },
  { name: 'status', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true, futureHint: 1 } },
];

/** The JSON-RPC answer to one client message, or null for notifications and responses. */
function answer(msg: { id?: unknown; method?: string }, hugeBytes = 0): object | null {
  if (msg.id === undefined || typeof msg.method !== 'string') return null;
  if (msg.method === 'initialize') {
    return { jsonrpc: '2.0', id: msg.id, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'http-test', version: '2.0.0' }, instructions: 'test server' } };
  }
  if (msg.method === 'tools/list') {
    const tools = hugeBytes > 0 ? [{ name: 'big', description: 'x'.repeat(hugeBytes), inputSchema: { type: 'object' } }] : HTTP_TOOLS;
    return { jsonrpc: '2.0', id: msg.id, result: { tools } };
  }
  return { jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'Method not found' } };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startHttpServer(opts: HttpServerOptions): Promise<TestHttpServer> {
  const requests: string[] = [];
  const headersSeen = new Map<string, string[]>();
  const sseStreams = new Set<http.ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const state = { dripsStarted: 0, dripsClosed: 0 };

  async function serveJson(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method === 'GET') return void res.writeHead(405).end();
    if (req.method === 'DELETE') return void res.writeHead(200).end();
    const msg = JSON.parse(await readBody(req)) as { id?: unknown; method?: string };
    if (opts.mode === 'deep' && msg.method === 'tools/list') {
      const nested = '['.repeat(opts.depth ?? 100_000) + ']'.repeat(opts.depth ?? 100_000);
      const text = `{"jsonrpc":"2.0","id":${JSON.stringify(msg.id)},"result":{"tools":[{"name":"deep","inputSchema":{"type":"object","x":${nested}}}]}}`;
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(text);
    }
    if (opts.mode === 'duplicate' && msg.method === 'tools/list') {
      const text = `{"jsonrpc":"2.0","id":${JSON.stringify(msg.id)},"result":{"tools":[{"name":"a","inputSchema":{"type":"object"}},{"name":"b","name":"c","inputSchema":{"type":"object"}}]}}`;
      if (opts.sseAnswer) return void res.writeHead(200, { 'content-type': 'text/event-stream' }).end(`event: message\r\ndata: ${text}\r\n\r\n`);
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(text);
    }
    const out = answer(msg, opts.hugeBytes);
    if (!out) return void res.writeHead(202).end();
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
    if (msg.method === 'initialize') headers['mcp-session-id'] = 'session-1';
    res.writeHead(200, headers).end(JSON.stringify(out));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(`${req.method} ${path}`);
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headersSeen.set(k, [...(headersSeen.get(k) ?? []), v]);
    }
    switch (opts.mode) {
      case 'json':
      case 'huge':
      case 'deep':
      case 'duplicate':
        return serveJson(req, res);
      case '401':
        return void res.writeHead(401, { 'www-authenticate': 'Bearer realm="test"' }).end('no');
      case '403':
        return void res.writeHead(403).end('forbidden');
      case '500':
        return void res.writeHead(500).end('internal');
      case 'redirect-same':
        if (path === '/real') return serveJson(req, res);
        return void res.writeHead(307, { location: '/real' }).end();
      case 'redirect-cross':
        return void res.writeHead(307, { location: opts.redirectTo ?? 'http://127.0.0.1:9/' }).end();
      case 'drip': {
        await readBody(req);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.flushHeaders();
        state.dripsStarted++;
        const timer = setInterval(() => res.write(' '), 1000);
        timers.add(timer);
        res.on('close', () => {
          clearInterval(timer);
          timers.delete(timer);
          state.dripsClosed++;
        });
        return;
      }
      case 'sse-fallback': {
        if (path === '/mcp' && req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          res.write('event: endpoint\ndata: /messages?sessionId=abc\n\n');
          sseStreams.add(res);
          res.on('close', () => sseStreams.delete(res));
          return;
        }
        if (path === '/messages' && req.method === 'POST') {
          const out = answer(JSON.parse(await readBody(req)));
          res.writeHead(202).end();
          if (out) for (const s of sseStreams) s.write(`event: message\ndata: ${JSON.stringify(out)}\n\n`);
          return;
        }
        if (path === '/mcp' && req.method === 'POST' && opts.postStatus) return void res.writeHead(opts.postStatus).end('use SSE');
        return void res.writeHead(404).end('not here');
      }
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/mcp`,
    origin,
    requests,
    headersSeen,
    get dripsStarted() {
      return state.dripsStarted;
    },
    get dripsClosed() {
      return state.dripsClosed;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearInterval(t);
        for (const s of sseStreams) s.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
