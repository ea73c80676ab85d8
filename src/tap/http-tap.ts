/**
 * The HTTP pass-through: a loopback listener in front of one Streamable HTTP (or legacy SSE) server.
 * Every request goes upstream with its method, path, query, headers and body as the client sent
 * them, and every answer comes back with its status, headers and body as the server sent them:
 * chunk by chunk, each chunk written onward before it is handed to the observer, with the
 * backpressure of a direct connection. Only what HTTP itself requires changes: hop-by-hop headers
 * stay on their own hop, and Host names the upstream, as any reverse proxy sends it.
 *
 * The copy is sorted into MCP sessions: by Mcp-Session-Id (Streamable HTTP), by the POST address the
 * server gave in its `endpoint` event (legacy SSE), and otherwise into one session for stateless
 * traffic. Header values are never recorded; a session counts only that Authorization was there.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { AgencyLimits } from './entries.js';
import type { ObserverLimits } from './observer.js';
import { HttpSession, type ObservedStream, type Spool } from './http-session.js';

export interface HttpTapOptions {
  upstream: URL;
  host: string;
  port: number;
  server: string;
  /** The upstream as the spool names it (no userinfo, no query values). */
  endpoint: string;
  sensorVersion: string;
  agency: AgencyLimits;
  limits: ObserverLimits;
  /** How long connecting to the upstream may take before the client gets a 504. */
  connectTimeoutMs?: number;
}

export interface HttpTapIo {
  openSpool(session: string): Spool | null;
  newSessionId(): string;
  now(): number;
}

/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1; RFC 2616 §13.5.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate']);

/** Raw headers (name, value, name, value…) less the hop-by-hop ones; Host replaced when given. */
export function forwardHeaders(raw: string[], host?: string): string[] {
  const listed = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].toLowerCase() === 'connection') for (const t of raw[i + 1].split(',')) listed.add(t.trim().toLowerCase());
  }
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (HOP_BY_HOP.has(name) || listed.has(name)) continue;
    out.push(raw[i], host !== undefined && name === 'host' ? host : raw[i + 1]);
  }
  return out;
}

/** The status a client gets when the upstream could not be reached, as a gateway gives it. */
export function gatewayStatus(code: string): number {
  return code === 'ETIMEDOUT' ? 504 : 502;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function pathKey(url: string, base: URL): string | null {
  try {
    const u = new URL(url, base);
    return u.origin === base.origin ? u.pathname + u.search : null;
  } catch {
    return null;
  }
}

/** One request and its answer: the session it belongs to may only be known from the answer. */
class Exchange {
  session: HttpSession | null = null;
  private reqStream: ObservedStream | null = null;
  private held: Array<{ chunk: Buffer; at: number }> = [];
  private heldBytes = 0;
  private heldGap = false;
  private reqEnded: { complete: boolean; at: number } | null = null;

  constructor(
    private readonly cap: number,
    private readonly now: () => number,
  ) {}

  observeRequest(chunk: Buffer): void {
    if (this.session) return this.session.push(this.reqStream!, chunk);
    // Until the answer says which session this is, the copy waits here, bounded.
    if (this.heldBytes + chunk.length > this.cap) {
      this.heldGap = true;
      return;
    }
    this.held.push({ chunk, at: this.now() });
    this.heldBytes += chunk.length;
  }

  endRequest(complete: boolean): void {
    if (this.session) return this.session.end(this.reqStream!, complete);
    this.reqEnded = { complete, at: this.now() };
  }

  resolve(session: HttpSession): void {
    if (this.session) return;
    this.session = session;
    this.reqStream = session.stream('c2s', 'body');
    for (const { chunk, at } of this.held) session.push(this.reqStream, chunk, at);
    if (this.heldGap) session.gap(this.reqStream);
    this.held = [];
    if (this.reqEnded) session.end(this.reqStream, this.reqEnded.complete, this.reqEnded.at);
  }
}

export class HttpTap {
  private readonly bySessionId = new Map<string, HttpSession>();
  private readonly byEndpoint = new Map<string, HttpSession>();
  private readonly sseSessions = new Set<HttpSession>();
  private readonly all = new Set<HttpSession>();
  private stateless: HttpSession | null = null;
  private readonly agent: http.Agent;
  private readonly server: http.Server;
  private stopping: Promise<void> | null = null;

  constructor(
    private readonly io: HttpTapIo,
    private readonly opts: HttpTapOptions,
  ) {
    const secure = opts.upstream.protocol === 'https:';
    this.agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
    this.server = http.createServer((req, res) => this.handle(req, res));
  }

  /** Listens; resolves with the address bound, rejects with the listen error (EADDRINUSE…). */
  listen(): Promise<AddressInfo> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.opts.port, this.opts.host, () => {
        this.server.off('error', reject);
        resolve(this.server.address() as AddressInfo);
      });
    });
  }

  /** Stops listening, cuts open connections, and ends every session with its end line. */
  stop(why = 'tap-stopped'): Promise<void> {
    this.stopping ??= (async () => {
      this.server.close();
      this.server.closeAllConnections();
      this.agent.destroy();
      await Promise.all([...this.all].map((s) => s.finish(why)));
      this.all.clear();
    })();
    return this.stopping;
  }

  private create(): HttpSession {
    const s: HttpSession = new HttpSession({
      session: this.io.newSessionId(),
      server: this.opts.server,
      endpoint: this.opts.endpoint,
      sensorVersion: this.opts.sensorVersion,
      agency: this.opts.agency,
      limits: this.opts.limits,
      openSpool: (name) => this.io.openSpool(name),
      now: this.io.now,
      onEndpoint: (data) => {
        const key = pathKey(data.trim(), this.opts.upstream);
        if (key !== null) this.byEndpoint.set(key, s);
      },
    });
    this.all.add(s);
    return s;
  }

  private end(s: HttpSession, why: string): void {
    if (!this.all.delete(s)) return;
    for (const [k, v] of this.bySessionId) if (v === s) this.bySessionId.delete(k);
    for (const [k, v] of this.byEndpoint) if (v === s) this.byEndpoint.delete(k);
    this.sseSessions.delete(s);
    if (this.stateless === s) this.stateless = null;
    void s.finish(why);
  }

  private bySid(sid: string): HttpSession {
    let s = this.bySessionId.get(sid);
    if (!s) {
      s = this.create();
      this.bySessionId.set(sid, s);
    }
    return s;
  }

  /** The legacy SSE session a POST address belongs to; endpoint events still queued are read first. */
  private byPost(url: string): HttpSession | null {
    const key = pathKey(url, this.opts.upstream);
    if (key === null) return null;
    let s = this.byEndpoint.get(key);
    if (!s && this.sseSessions.size > 0) {
      for (const t of this.sseSessions) t.drainNow();
      s = this.byEndpoint.get(key);
    }
    return s ?? null;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const up = this.opts.upstream;
    const ex = new Exchange(this.opts.limits.maxMessageBytes, this.io.now);
    const sid = header(req, 'mcp-session-id');
    let sseStream = false;
    if (sid !== undefined) ex.resolve(this.bySid(sid));
    else if (req.method === 'POST') {
      const s = this.byPost(req.url ?? '/');
      if (s) ex.resolve(s);
    } else if (req.method === 'GET' && /text\/event-stream/i.test(header(req, 'accept') ?? '')) {
      // A GET stream with no session: legacy SSE, a session that lasts as long as the stream.
      const s = this.create();
      this.sseSessions.add(s);
      sseStream = true;
      ex.resolve(s);
    }
    const authorization = req.headers.authorization !== undefined;
    let isCounted = false;
    const counted = (s: HttpSession) => {
      if (isCounted) return;
      isCounted = true;
      s.counts.requests++;
      if (authorization) s.counts.with_authorization++;
    };
    if (ex.session) counted(ex.session);

    let clientGone = false;
    let answered: IncomingMessage | null = null;
    const upReq = (up.protocol === 'https:' ? https : http).request({
      protocol: up.protocol,
      hostname: up.hostname,
      port: up.port || (up.protocol === 'https:' ? 443 : 80),
      method: req.method,
      path: req.url,
      headers: forwardHeaders(req.rawHeaders, up.host),
      agent: this.agent,
      setHost: false,
    });

    let connectTimer: NodeJS.Timeout | null = null;
    upReq.once('socket', (socket) => {
      if (!socket.connecting) return;
      connectTimer = setTimeout(() => upReq.destroy(Object.assign(new Error('connect timed out'), { code: 'ETIMEDOUT' })), this.opts.connectTimeoutMs ?? 30_000);
      connectTimer.unref();
      socket.once('connect', () => connectTimer && clearTimeout(connectTimer));
    });
    upReq.once('close', () => connectTimer && clearTimeout(connectTimer));

    // client → server
    req.on('data', (chunk: Buffer) => {
      if (!upReq.write(chunk)) {
        req.pause();
        upReq.once('drain', () => req.resume());
      }
      ex.observeRequest(chunk);
    });
    req.once('end', () => {
      upReq.end();
      ex.endRequest(true);
    });
    req.on('error', () => undefined);

    // The client went away before its answer was complete: the upstream exchange goes too.
    res.once('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      if (!req.complete) ex.endRequest(false);
      const s = ex.session;
      if (s) s.counts.client_aborts++;
      upReq.destroy();
      answered?.destroy();
      if (sseStream && s) this.end(s, 'stream-closed');
    });

    upReq.once('error', (err: NodeJS.ErrnoException) => {
      // After the answer began, a reset is seen as a cut answer (below).
      if (clientGone || answered) return;
      const code = err.code ?? 'ERROR';
      const s = ex.session ?? this.statelessSession(ex);
      counted(s);
      s.counts.upstream_errors[code] = (s.counts.upstream_errors[code] ?? 0) + 1;
      if (!res.headersSent) {
        const status = gatewayStatus(code);
        s.counts.statuses[status] = (s.counts.statuses[status] ?? 0) + 1;
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`mcp-schema-sentinel tap: the upstream server could not be reached (${code})\n`);
      } else res.destroy();
      if (sseStream) this.end(s, 'stream-closed');
    });

    // server → client
    upReq.once('response', (ures: IncomingMessage) => {
      answered = ures;
      const status = ures.statusCode ?? 502;
      if (!ex.session) {
        const rsid = ures.headers['mcp-session-id'];
        const s = typeof rsid === 'string' ? this.bySid(rsid) : this.statelessSession(ex);
        ex.resolve(s);
        counted(s);
      }
      const s = ex.session!;
      s.counts.statuses[status] = (s.counts.statuses[status] ?? 0) + 1;
      res.sendDate = false;
      try {
        res.writeHead(status, ures.statusMessage, forwardHeaders(ures.rawHeaders));
        res.flushHeaders();
      } catch {
        // Headers node itself would not send (it parsed them leniently): the answer cannot pass as it is.
        s.counts.upstream_errors.EBADHEADER = (s.counts.upstream_errors.EBADHEADER ?? 0) + 1;
        ures.destroy();
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('mcp-schema-sentinel tap: the upstream answer had headers that cannot be forwarded\n');
        else res.destroy();
        return;
      }
      const type = (ures.headers['content-type'] ?? '').toLowerCase();
      const kind = /^text\/event-stream/.test(type) ? 'events' : /json/.test(type) ? 'body' : null;
      const stream = kind ? s.stream('s2c', kind) : null;
      let unread = false;
      ures.on('data', (chunk: Buffer) => {
        if (!res.write(chunk)) {
          ures.pause();
          res.once('drain', () => ures.resume());
        }
        if (stream) s.push(stream, chunk);
        else unread = true;
      });
      ures.once('end', () => {
        res.end();
        if (stream) s.end(stream, true);
        if (unread) s.counts.unread_bodies++;
        this.settle(req, s, sid, status, sseStream);
      });
      ures.on('error', () => undefined);
      ures.once('close', () => {
        if (ures.complete || clientGone) return;
        // The upstream cut its answer: the client's is cut the same way.
        s.counts.upstream_errors.ECONNRESET = (s.counts.upstream_errors.ECONNRESET ?? 0) + 1;
        if (stream) s.end(stream, false);
        res.destroy();
        if (sseStream) this.end(s, 'stream-closed');
      });
    });
  }

  private statelessSession(ex: Exchange): HttpSession {
    if (ex.session) return ex.session;
    this.stateless ??= this.create();
    ex.resolve(this.stateless);
    return this.stateless;
  }

  /** After a complete answer: a session the client deleted, or the server no longer knows, has ended. */
  private settle(req: IncomingMessage, s: HttpSession, sid: string | undefined, status: number, sseStream: boolean): void {
    if (sseStream) return this.end(s, 'stream-closed');
    if (sid === undefined) return;
    if (req.method === 'DELETE' && status >= 200 && status < 300) this.end(s, 'deleted');
    else if (status === 404) this.end(s, 'session-not-found');
  }
}

/** Whether a listen host is a loopback address (the tap's default and only quiet choice). */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/** `--listen` as host and port: `127.0.0.1:8080`, `[::1]:8080`, `localhost:0`, or a port alone. */
export function parseListen(text: string): { host: string; port: number } | null {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s[\]]+)):(\d{1,5})$/.exec(text.trim()) ?? /^()()(\d{1,5})$/.exec(text.trim());
  if (!m) return null;
  const port = Number(m[3]);
  if (port > 65535) return null;
  return { host: m[1] || m[2] || '127.0.0.1', port };
}
