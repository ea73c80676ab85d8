/**
 * The fetch handed to the SDK's HTTP transports. It is where the sensor's rules for HTTP live:
 * - every request can be aborted by the scan (a server that drips a byte a second cannot outlive it);
 * - redirects are followed by hand, only within the origin (max 5); a redirect to another origin is
 *   never followed — credentials must not go there — and fails with code 'redirect' naming both ends;
 * - response bodies are counted while they arrive and cut off past maxBytes;
 * - the raw text of each JSON-RPC answer (a JSON body, or each event of an SSE stream) is read for
 *   what JSON.parse hides (duplicate keys, numbers that do not round-trip) before the SDK parses it,
 *   as stdio reads each line: `ambiguities` holds what was found, by the answer's id;
 * - network failures become ConnectErrors (refused, tls, timeout …) with a secret-free line.
 */
import { ConnectError, oneLine } from './errors.js';
import { redactUrl } from './endpoint.js';
import { jsonAmbiguities, type Ambiguity } from './json-ambiguity.js';

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
  /** What the raw text of an answer hid (json-ambiguity.ts), by its JSON-RPC id; taken by the transport. */
  readonly ambiguities = new Map<string | number, Ambiguity[]>();
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

/**
 * Notes the ambiguities of one JSON-RPC message's raw text under its id. Batches are not read (the
 * sensor never sends one; an answer in a batch is still analysed, as JSON.parse read it).
 */
function noteMessage(ctx: FetchContext, text: string): void {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return; // not JSON: the SDK reports it
  }
  const id = (message as { id?: unknown } | null)?.id;
  if (Array.isArray(message) || (typeof id !== 'string' && typeof id !== 'number')) return;
  const found = jsonAmbiguities(text);
  if (found.length > 0) ctx.ambiguities.set(id, found);
}

/**
 * Reads the text of a body as it streams past, message by message, before the SDK sees it: a JSON
 * body whole at its end, an SSE stream event by event (its `data` lines). Null for other types.
 */
function bodyReader(res: Response, ctx: FetchContext): { chunk(bytes: Uint8Array): void; end(): void } | null {
  const type = (res.headers.get('content-type') ?? '').toLowerCase();
  const decoder = new TextDecoder();
  if (type.includes('application/json')) {
    const parts: string[] = [];
    return {
      chunk: (bytes) => void parts.push(decoder.decode(bytes, { stream: true })),
      end: () => noteMessage(ctx, parts.join('') + decoder.decode()),
    };
  }
  if (!type.includes('text/event-stream')) return null;
  let pending = '';
  const events = (final: boolean): void => {
    // Line ends are \r\n, \r or \n; a \r at the very end may be the first half of a \r\n.
    const cut = !final && pending.endsWith('\r') ? pending.length - 1 : pending.length;
    const text = pending.slice(0, cut).replace(/\r\n?/g, '\n');
    const rest = pending.slice(cut);
    const blocks = text.split('\n\n');
    pending = (final ? '' : blocks.pop()!) + rest;
    for (const block of blocks) {
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(l.startsWith('data: ') ? 6 : 5));
      if (data.length > 0) noteMessage(ctx, data.join('\n'));
    }
  };
  return {
    chunk: (bytes) => {
      pending += decoder.decode(bytes, { stream: true });
      if (pending.includes('\n\n') || pending.includes('\r\r') || pending.includes('\r\n\r\n')) events(false);
    },
    end: () => {
      pending += decoder.decode();
      events(true);
    },
  };
}

/** The same response, its body counted against maxBytes as it streams in. */
function counted(res: Response, ctx: FetchContext): Response {
  if (!res.body || NULL_BODY_STATUSES.has(res.status)) return res;
  const reader = res.body.getReader();
  const text = bodyReader(res, ctx);
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
        text?.end();
        controller.close();
        return;
      }
      ctx.bytes += chunk.value.byteLength;
      if (ctx.bytes > ctx.maxBytes) {
        controller.error(ctx.fail(new ConnectError('oversize', `server sent more than ${ctx.maxBytes} bytes`)));
        reader.cancel().catch(() => undefined);
        return;
      }
      // Read before the SDK parses it: the message's ambiguities are noted when it arrives.
      text?.chunk(chunk.value);
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
