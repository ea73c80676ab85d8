/**
 * HTTP targets: Streamable HTTP, falling back to SSE on a 4xx to the initial POST (transport 'auto').
 * The SDK's transports do the wire format; they are loaded with import() only when an HTTP target is
 * scanned (they pull zod, ~0.2 s). Our fetch (http-fetch.ts) enforces redirects, size and abort.
 */
import type { ConnectLimits, JsonObject, RawManifest } from '../model.js';
import { endpointFor } from './endpoint.js';
import { ConnectError, oneLine } from './errors.js';
import { FetchContext, guardedFetch, type FetchLike } from './http-fetch.js';
import { noteToolAmbiguities } from './json-ambiguity.js';
import { collectManifest, type SessionOptions, type SessionTransport } from './session.js';

type HttpTarget = { kind: 'http'; id: string; url: string; headers: Record<string, string>; transport: 'auto' | 'http' | 'sse' };

/** The part of the SDK transports we use. */
interface SdkTransport {
  start(): Promise<void>;
  send(message: never): Promise<void>;
  close(): Promise<void>;
  onmessage?: (message: never) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  setProtocolVersion?(version: string): void;
  sessionId?: string;
  terminateSession?(): Promise<void>;
}

export interface HttpScanOptions {
  limits: ConnectLimits;
  deadline: number;
  clientVersion: string;
  signal?: AbortSignal;
  /** A client profile's identity to present in initialize. */
  client?: SessionOptions['client'];
  /** For tests: the fetch under the guard. */
  baseFetch?: FetchLike;
}

/** How long a polite DELETE of the session may take after a successful scan. */
const TERMINATE_WAIT_MS = 500;

export async function fetchHttpManifest(target: HttpTarget, opts: HttpScanOptions): Promise<RawManifest> {
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    throw new ConnectError('not_found', 'invalid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConnectError('not_found', `unsupported URL scheme: ${url.protocol}`);
  }
  const first = target.transport === 'sse' ? 'sse' : 'http';
  let refused: ConnectError;
  try {
    return await scanWith(first, url, target, opts);
  } catch (err) {
    if (target.transport !== 'auto' || !shouldFallBack(err)) throw err;
    refused = err as ConnectError;
  }
  try {
    return await scanWith('sse', url, target, opts);
  } catch (err) {
    // Neither transport took it: say both, so a Streamable HTTP server's own 4xx is not hidden behind the SSE try.
    if (err instanceof ConnectError && err.code === 'http_error') {
      const message = `HTTP ${refused.status} from server (Streamable HTTP), then HTTP ${err.status} (SSE)`;
      throw new ConnectError('http_error', message, { status: refused.status, stage: refused.stage });
    }
    throw err;
  }
}

/** A 4xx to the initial POST means "not a Streamable HTTP endpoint"; 401/403 mean "not allowed" and never retry. */
function shouldFallBack(err: unknown): boolean {
  return (
    err instanceof ConnectError &&
    err.code === 'http_error' &&
    err.stage === 'initialize' &&
    err.status !== undefined &&
    err.status >= 400 &&
    err.status < 500
  );
}

async function scanWith(kind: 'http' | 'sse', url: URL, target: HttpTarget, opts: HttpScanOptions): Promise<RawManifest> {
  const ctx = new FetchContext(opts.limits.maxBytes, opts.baseFetch);
  const sdkOpts = {
    requestInit: { headers: { ...target.headers } },
    fetch: guardedFetch(ctx),
  };
  let sdk: SdkTransport;
  if (kind === 'http') {
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    sdk = new StreamableHTTPClientTransport(url, {
      ...sdkOpts,
      // The optional GET stream only carries server notifications: never reconnect it.
      reconnectionOptions: { maxRetries: 0, initialReconnectionDelay: 1000, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1 },
    }) as unknown as SdkTransport;
  } else {
    const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
    sdk = new SSEClientTransport(url, sdkOpts) as unknown as SdkTransport;
  }
  const session: SessionOptions = {
    limits: opts.limits,
    clientVersion: opts.clientVersion,
    deadline: opts.deadline,
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.client ? { client: opts.client } : {}),
  };
  const result = await collectManifest(new HttpTransport(sdk, ctx), session);
  return { ...result, endpoint: endpointFor(target, kind) };
}

/** Adapts an SDK transport to the session: only our own fatal errors stop it, SDK errors are mapped. */
class HttpTransport implements SessionTransport {
  onmessage?: (message: unknown) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  constructor(
    private readonly sdk: SdkTransport,
    private readonly ctx: FetchContext,
  ) {
    ctx.onFatal = (err) => this.onerror?.(err);
    sdk.onmessage = ((m: unknown) => {
      // A tools/list answer whose raw text read two ways (duplicate keys …): its tools are marked
      // as stdio marks them, and the session reports them as malformed.
      const id = (m as { id?: unknown } | null)?.id;
      const found = typeof id === 'string' || typeof id === 'number' ? ctx.ambiguities.get(id) : undefined;
      if (found) {
        ctx.ambiguities.delete(id as string | number);
        noteToolAmbiguities((m as { result?: { tools?: unknown } }).result?.tools, ['result', 'tools'], found);
      }
      this.onmessage?.(m);
    }) as never;
    // The SDK reports much through onerror that is not fatal (an optional GET stream refused, a
    // reconnect given up): the session only stops on send/start failures and on ctx.fatal.
    sdk.onerror = () => undefined;
  }

  bytesReceived(): number {
    return this.ctx.bytes;
  }

  async start(): Promise<void> {
    try {
      await this.sdk.start();
    } catch (err) {
      throw mapSdkError(err, this.ctx);
    }
  }

  async send(message: JsonObject): Promise<void> {
    try {
      await this.sdk.send(message as never);
    } catch (err) {
      throw mapSdkError(err, this.ctx);
    }
  }

  setProtocolVersion(version: string): void {
    this.sdk.setProtocolVersion?.(version);
  }

  async close(outcome?: 'done' | 'failed'): Promise<void> {
    if (outcome === 'done' && this.sdk.sessionId && this.sdk.terminateSession) {
      // Let the server drop our session; bounded, and its failure changes nothing.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.sdk.terminateSession().catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, TERMINATE_WAIT_MS))),
      ]);
      clearTimeout(timer);
    }
    this.ctx.controller.abort();
    await this.sdk.close().catch(() => undefined);
  }
}

/** SDK errors (StreamableHTTPError, SseError, plain Error) → ConnectError, by status where there is one. */
export function mapSdkError(err: unknown, ctx: FetchContext): ConnectError {
  if (ctx.fatal) return ctx.fatal;
  if (err instanceof ConnectError) return err;
  const e = err as { code?: unknown; message?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(err);
  let status = typeof e?.code === 'number' && e.code >= 100 && e.code <= 599 ? e.code : undefined;
  if (status === undefined) {
    const m = /\bHTTP (\d{3})\b|Non-200 status code \((\d{3})\)/.exec(message);
    if (m) status = Number(m[1] ?? m[2]);
  }
  if (status === 401) return new ConnectError('auth', 'authentication required (HTTP 401)', { status });
  if (status === 403) return new ConnectError('auth', 'access denied (HTTP 403)', { status });
  if (status !== undefined) return new ConnectError('http_error', `HTTP ${status} from server`, { status });
  if (ctx.lastNetworkError) return ctx.lastNetworkError;
  if (/content type/i.test(message)) return new ConnectError('protocol_error', 'unexpected content type from server');
  return new ConnectError('protocol_error', oneLine(message, 160));
}
