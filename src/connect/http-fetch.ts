/**
 * The fetch handed to the SDK's HTTP transports. It is where the sensor's rules for HTTP live:
 * - every request can be aborted by the scan (a server that drips a byte a second cannot outlive it);
 * - redirects are followed by hand, only within the origin (max 5); a redirect to another origin is
 *   never followed — credentials must not go there — and fails with code 'redirect' naming both ends;
 * - response bodies are counted while they arrive and cut off past maxBytes;
 * - network failures become ConnectErrors (refused, tls, timeout …) with a secret-free line.
 */
import { ConnectError, oneLine } from './errors.js';
import { redactUrl } from './endpoint.js';

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Statuses whose Response may not carry a body (the Response constructor throws on one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Shared by the fetch and the transport wrapper of one scan. */
export class FetchContext {
  readonly controller = new AbortController();
  bytes = 0;
  /** The first fatal error seen on the wire (oversize, cross-origin redirect). */
  fatal: ConnectError | null = null;
  /** The last network failure, to explain an SDK error that lost its cause (EventSource). */
  lastNetworkError: ConnectError | null = null;
  /** Called once with the first fatal error, so the session can stop at once. */
  onFatal: (err: ConnectError) => void = () => undefined;

  constructor(
    readonly maxBytes: number,
    readonly baseFetch: FetchLike = fetch,
  ) {}

  fail(err: ConnectError): ConnectError {
    if (!this.fatal) {
      this.fatal = err;
      this.onFatal(err);
    }
    return this.fatal;
  }
}

export function guardedFetch(ctx: FetchContext): FetchLike {
  return async (input, init = {}) => {
    if (ctx.fatal) throw ctx.fatal;
    const signal = init.signal ? AbortSignal.any([init.signal, ctx.controller.signal]) : ctx.controller.signal;
    let url = new URL(typeof input === 'string' ? input : input.href);
    let method = init.method ?? 'GET';
    let body = init.body;
    for (let hop = 0; ; hop++) {
      let res: Response;
      try {
        res = await ctx.baseFetch(url, { ...init, method, body, signal, redirect: 'manual' });
      } catch (err) {
        throw networkError(err, url, ctx);
      }
      const location = REDIRECT_STATUSES.has(res.status) ? res.headers.get('location') : null;
      if (location === null) return counted(res, ctx);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return counted(res, ctx); // an unusable Location: let the status speak
      }
      await res.body?.cancel().catch(() => undefined);
      if (next.origin !== url.origin || next.username !== url.username || next.password !== url.password) {
        const from = redactUrl(url);
        const to = redactUrl(next);
        throw ctx.fail(new ConnectError('redirect', `redirect to another origin not followed: ${to}`, { redirect: { from, to } }));
      }
      if (hop >= MAX_REDIRECTS) throw ctx.fail(new ConnectError('redirect', `more than ${MAX_REDIRECTS} redirects`));
      // 303 (and 301/302 after a POST, as browsers do) turns the request into a GET without a body.
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      url = next;
    }
  };
}

/** The same response, its body counted against maxBytes as it streams in. */
function counted(res: Response, ctx: FetchContext): Response {
  if (!res.body || NULL_BODY_STATUSES.has(res.status)) return res;
  const reader = res.body.getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (err) {
        controller.error(err);
        return;
      }
      if (chunk.done) {
        controller.close();
        return;
      }
      ctx.bytes += chunk.value.byteLength;
      if (ctx.bytes > ctx.maxBytes) {
        controller.error(ctx.fail(new ConnectError('oversize', `server sent more than ${ctx.maxBytes} bytes`)));
        reader.cancel().catch(() => undefined);
        return;
      }
      controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(stream, { status: res.status, statusText: res.statusText, headers: res.headers });
}

const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/;

/** A failed fetch → ConnectError; names the origin only (paths and queries may carry tokens). */
export function networkError(err: unknown, url: URL, ctx?: FetchContext): ConnectError {
  if (err instanceof ConnectError) return err;
  const e = err as { name?: string; message?: string; code?: string; cause?: { code?: string; message?: string } };
  const code = e?.cause?.code ?? e?.code;
  const origin = url.origin;
  let out: ConnectError;
  if (e?.name === 'AbortError' || ctx?.controller.signal.aborted) out = new ConnectError('aborted', 'request aborted');
  else if (code === 'ECONNREFUSED') out = new ConnectError('refused', `connection refused: ${origin}`);
  else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') out = new ConnectError('refused', `host not found: ${url.hostname}`);
  else if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') out = new ConnectError('refused', `host unreachable: ${origin}`);
  else if (code && TLS_CODE.test(code)) out = new ConnectError('tls', `TLS error from ${origin}: ${code}`);
  else if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') out = new ConnectError('timeout', `connection timed out: ${origin}`);
  else if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') out = new ConnectError('crashed', `connection closed by ${origin}`);
  else out = new ConnectError('protocol_error', `request to ${origin} failed: ${code ?? oneLine(e?.cause?.message ?? e?.message ?? 'unknown error', 120)}`);
  if (ctx && out.code !== 'aborted') ctx.lastNetworkError = out;
  return out;
}
