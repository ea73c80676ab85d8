/**
 * One MCP session seen through the HTTP tap: its own spool, its own session core, and a bounded
 * queue between the forwarding path and the observer. Over HTTP a session is many streams (one body
 * per request and per response, event streams that stay open), all queued in the order they went
 * through, each framed by its own framer off the forwarding path. As in the stdio tap: a full queue
 * drops and counts, never waits; a failure while observing is counted, never passed on.
 *
 * The spool is opened with the first thing worth recording, so that a stray request (a probe, a
 * GET the server refuses with an empty body) leaves no empty session behind.
 */
import type { JsonObject } from '../model.js';
import { SPOOL_FORMAT, type AgencyLimits, type SpoolEntry } from './entries.js';
import type { Frame } from './framing.js';
import { BodyFramer, SseFramer } from './http-frames.js';
import { FrameReader } from './observe.js';
import type { Direction, ObserverLimits } from './observer.js';
import { SpoolWriter, type SpoolSink } from './spool.js';

export type Spool = SpoolSink & { close(): Promise<void> };

/** How a stream's copy is read: one JSON body, or an event stream. */
export type StreamKind = 'body' | 'events';

export interface ObservedStream {
  readonly dir: Direction;
  readonly kind: StreamKind;
  framer: BodyFramer | SseFramer;
  /** The last entry queued for this stream is a gap marker. */
  gapQueued: boolean;
}

interface Queued {
  stream: ObservedStream;
  /** null: the stream ended as HTTP framed it; 'cut': it was cut off; 'gap': chunks were dropped. */
  chunk: Buffer | null | 'cut' | 'gap';
  at: number;
}

export interface HttpSessionOptions {
  session: string;
  server: string;
  endpoint: string;
  sensorVersion: string;
  agency: AgencyLimits;
  limits: ObserverLimits;
  /** Opens the session's spool; null when it cannot (traffic goes on unrecorded). */
  openSpool(session: string): Spool | null;
  now(): number;
  /** Called with an event stream's `endpoint` event (legacy SSE: where the client is to POST). */
  onEndpoint?(data: string): void;
}

/** What the session counts about its HTTP exchanges, for the end line. Never a header value. */
export interface HttpCounts {
  requests: number;
  /** Requests that carried an Authorization header (only that it was there). */
  with_authorization: number;
  /** Answers by status code, the tap's own 502/504 included. */
  statuses: Record<string, number>;
  /** Upstream failures by code (ECONNREFUSED, ECONNRESET, ETIMEDOUT…). */
  upstream_errors: Record<string, number>;
  /** Answers the client stopped reading before they ended. */
  client_aborts: number;
  /** Bodies that were neither JSON nor an event stream, forwarded unread. */
  unread_bodies: number;
}

export class HttpSession {
  private readonly queue: Queued[] = [];
  private head = 0;
  private queuedBytes = 0;
  private scheduled = false;
  private spool: Spool | null = null;
  private writer: SpoolWriter | null = null;
  private opened = false;
  private finished = false;
  readonly reader: FrameReader;
  readonly counts: HttpCounts = { requests: 0, with_authorization: 0, statuses: {}, upstream_errors: {}, client_aborts: 0, unread_bodies: 0 };
  readonly stats = { chunks: 0, bytes_c2s: 0, bytes_s2c: 0, dropped_chunks: 0, dropped_bytes: 0, observe_failures: 0, last_failure: null as string | null };
  private readonly head0: SpoolEntry;

  constructor(private readonly opts: HttpSessionOptions) {
    this.head0 = {
      type: 'session',
      session: opts.session,
      server: opts.server,
      endpoint: opts.endpoint,
      started: new Date(opts.now()).toISOString(),
      spool_format: SPOOL_FORMAT,
      sensor_version: opts.sensorVersion,
      agency: opts.agency,
    };
    this.reader = new FrameReader((entry) => this.emit(entry));
  }

  get name(): string {
    return this.opts.session;
  }

  /** A stream whose copy is observed, in the given direction. */
  stream(dir: Direction, kind: StreamKind): ObservedStream {
    const cap = this.opts.limits.maxMessageBytes;
    return { dir, kind, framer: kind === 'events' ? new SseFramer(cap) : new BodyFramer(cap), gapQueued: false };
  }

  /** Called after `chunk` has been written onward. Never throws, never waits. */
  push(stream: ObservedStream, chunk: Buffer, at = this.opts.now()): void {
    if (this.finished) return;
    this.stats.chunks++;
    if (stream.dir === 'c2s') this.stats.bytes_c2s += chunk.length;
    else this.stats.bytes_s2c += chunk.length;
    if (this.queuedBytes + chunk.length > this.opts.limits.maxQueueBytes) {
      this.stats.dropped_chunks++;
      this.stats.dropped_bytes += chunk.length;
      if (!stream.gapQueued) {
        stream.gapQueued = true;
        this.enqueue({ stream, chunk: 'gap', at });
      }
      return;
    }
    stream.gapQueued = false;
    this.queuedBytes += chunk.length;
    this.enqueue({ stream, chunk, at });
  }

  /** Bytes of the stream were lost before they could be queued. */
  gap(stream: ObservedStream): void {
    if (this.finished) return;
    this.stats.dropped_chunks++;
    this.enqueue({ stream, chunk: 'gap', at: this.opts.now() });
  }

  /** The stream ended; `complete` false when it was cut off (a reset, a client gone). */
  end(stream: ObservedStream, complete: boolean, at = this.opts.now()): void {
    if (this.finished) return;
    this.enqueue({ stream, chunk: complete ? null : 'cut', at });
  }

  /** Handles everything queued now (the tap calls it before it looks up where a POST belongs). */
  drainNow(): void {
    this.drain();
  }

  /** Writes the end line and closes the spool; traffic still in flight is no longer observed. */
  async finish(why: string): Promise<void> {
    if (this.finished) return;
    this.drain();
    this.finished = true;
    try {
      this.reader.core.finish();
    } catch {
      this.stats.observe_failures++;
    }
    // A session that carried no body and failed nothing (a probe, a refused GET) leaves no spool.
    const worthKeeping = this.opened || this.stats.chunks > 0 || Object.keys(this.counts.upstream_errors).length > 0;
    if (!worthKeeping) return;
    this.open();
    const observed: JsonObject = {
      ...this.reader.summary(),
      chunks: this.stats.chunks,
      bytes_c2s: this.stats.bytes_c2s,
      bytes_s2c: this.stats.bytes_s2c,
      dropped_chunks: this.stats.dropped_chunks,
      dropped_bytes: this.stats.dropped_bytes,
      observe_failures: this.stats.observe_failures,
      spool_dropped: this.writer?.dropped ?? 0,
      spool_failure: this.spool ? this.spool.failed() : 'not opened',
      http: { ...this.counts, statuses: { ...this.counts.statuses }, upstream_errors: { ...this.counts.upstream_errors } },
    };
    this.emit({ type: 'end', t: new Date(this.opts.now()).toISOString(), exit_code: null, why, observed });
    await this.spool?.close();
  }

  private open(): void {
    if (this.opened) return;
    this.opened = true;
    this.spool = this.opts.openSpool(this.opts.session);
    this.writer = this.spool ? new SpoolWriter(this.spool) : null;
    this.writer?.append(this.head0);
  }

  private emit(entry: SpoolEntry): void {
    this.open();
    this.writer?.append(entry);
  }

  private enqueue(q: Queued): void {
    this.queue.push(q);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  private drain(): void {
    const stop = this.queue.length;
    while (this.head < stop) {
      const { stream, chunk, at } = this.queue[this.head];
      this.queue[this.head++] = undefined as unknown as Queued;
      try {
        this.one(stream, chunk, at);
      } catch (err) {
        this.fail(err);
      }
    }
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    }
  }

  private one(stream: ObservedStream, chunk: Buffer | null | 'cut' | 'gap', at: number): void {
    const { framer } = stream;
    if (chunk === 'gap') {
      framer.markGap();
      return;
    }
    if (Buffer.isBuffer(chunk)) {
      this.queuedBytes -= chunk.length;
      if (framer instanceof SseFramer) for (const ev of framer.push(chunk)) this.event(stream, ev, at);
      else framer.push(chunk);
      return;
    }
    const last = framer instanceof SseFramer ? framer.end() : framer.end(chunk === null);
    if (last && framer instanceof SseFramer) this.event(stream, last as Frame & { event: string }, at);
    else if (last) this.frame(stream.dir, last, at);
  }

  private event(stream: ObservedStream, ev: Frame & { event: string }, at: number): void {
    if (ev.event === 'endpoint') {
      if (!ev.cut && !ev.gap && !ev.partial) this.opts.onEndpoint?.(ev.bytes.toString('utf8'));
      return;
    }
    // Only unnamed events and `message` events carry JSON-RPC (Streamable HTTP and legacy SSE alike).
    if (ev.event !== '' && ev.event !== 'message') return;
    this.frame(stream.dir, ev, at);
  }

  private frame(dir: Direction, f: Frame, at: number): void {
    try {
      this.reader.frame(dir, f, at);
    } catch (err) {
      this.fail(err);
    }
  }

  private fail(err: unknown): void {
    this.stats.observe_failures++;
    this.stats.last_failure = err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200);
  }
}
