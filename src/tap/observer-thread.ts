/**
 * The forwarding thread's side of observation: each chunk, already written onward, joins a batch,
 * and a batch goes to the observer thread (observer-worker.ts) as one copy once it holds
 * BATCH_BYTES or is BATCH_MS old: a message per chunk costs the forwarding thread more than the
 * copy does. The observer thread counts what it handled in shared memory, so no answer per batch
 * crosses back. What is in flight is bounded: past the bound a chunk is dropped and counted, never
 * waited for, and the line it belonged to is flagged, as the in-process Observer does.
 *
 * If the observer thread fails (an exception it did not catch, or it cannot start), the failure is
 * counted and kept, the rest of the copy is dropped and counted, and the session's last line is
 * written from here, continuing the chain where the observer thread left it: traffic goes on.
 */
import { Worker } from 'node:worker_threads';
import type { JsonObject } from '../model.js';
import type { SpoolEntry } from './entries.js';
import type { Direction, ObserverLimits, ObserverStats } from './observer.js';
import type { ForwardCounts, SessionEnd } from './recorder.js';
import { GENESIS, SpoolWriter, type ChainHead, type SpoolSink } from './spool.js';

export const DIRS: readonly Direction[] = ['c2s', 's2c'];

const BATCH_BYTES = 1024 * 1024;
const BATCH_MS = 2;
/** Slots of the shared counters: bytes handled by the observer thread, its failures so far. */
export const HANDLED = 0;
export const FAILURES = 1;

/** One entry of a batch: [kind (0 chunk, 1 end, 2 lost), direction index, time, a, b]. */
type Meta = [number, number, number, number, number];

export type ToObserver =
  | { t: 'emit'; entry: SpoolEntry }
  | { t: 'batch'; meta: Meta[]; bytes: ArrayBuffer | null }
  | { t: 'sink'; written: number; backlog: number; failed: string | null }
  | { t: 'finish'; fwd: ForwardCounts; end: SessionEnd };

type FromObserver = { t: 'spool'; text: string; head: ChainHead } | { t: 'finished'; observed: JsonObject };

export interface ThreadObserverOptions {
  limits: ObserverLimits;
  spool: SpoolSink | null;
  now: () => number;
  /** The observer thread's code (tests give a failing one). */
  workerUrl?: URL;
}

function failureText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 200);
}

export class ThreadObserver {
  readonly stats: ObserverStats = { chunks: 0, bytes: { c2s: 0, s2c: 0 }, droppedChunks: 0, droppedBytes: 0, failures: 0, lastFailure: null };
  private worker: Worker | null = null;
  private meta: Meta[] = [];
  private chunks: Buffer[] = [];
  private batchBytes = 0;
  /** Bytes handed over (or waiting in the batch); the observer thread counts what it handled. */
  private given = 0;
  private readonly shared = new BigInt64Array(new SharedArrayBuffer(16));
  private timer: NodeJS.Timeout | null = null;
  /** The index in `meta` of a direction's gap marker, while the batch is not sent. */
  private readonly gapAt: Record<Direction, number> = { c2s: -1, s2c: -1 };
  /** Set once the observer thread is gone: nothing more is handed over or taken from it. */
  private dead = false;
  private head: ChainHead = { seq: 0, prev: GENESIS };
  private session: SpoolEntry | null = null;
  private readonly waiters = new Set<() => void>();
  private poll: NodeJS.Timeout | null = null;
  private finished: ((observed: JsonObject) => void) | null = null;

  constructor(private readonly opts: ThreadObserverOptions) {
    try {
      const worker = new Worker(opts.workerUrl ?? new URL('./observer-worker.js', import.meta.url), {
        workerData: { limits: opts.limits, spool: opts.spool !== null, shared: this.shared },
      });
      this.worker = worker;
      worker.on('message', (msg: FromObserver) => this.fromObserver(msg));
      worker.on('error', (err) => this.fail(err));
      worker.on('messageerror', (err) => this.fail(err));
      worker.on('exit', (code) => this.fail(new Error(`the observer thread exited (${code})`)));
    } catch (err) {
      this.fail(err);
    }
  }

  /** The session's first line (kept, so that the last line can be chained even if nothing else was). */
  emit(entry: SpoolEntry): void {
    if (entry.type === 'session') this.session = entry;
    this.post({ t: 'emit', entry });
  }

  /** Called after `chunk` has been written onward. Never throws, never waits. */
  push(dir: Direction, chunk: Buffer): void {
    this.stats.chunks++;
    this.stats.bytes[dir] += chunk.length;
    if (this.dead || this.inFlight() + chunk.length > this.opts.limits.maxQueueBytes) {
      this.stats.droppedChunks++;
      this.stats.droppedBytes += chunk.length;
      if (this.dead) return;
      const endsLine = chunk.length > 0 && chunk[chunk.length - 1] === 0x0a;
      const heldNewline = endsLine || chunk.indexOf(0x0a) !== -1;
      const at = this.gapAt[dir];
      if (at >= 0) {
        const m = this.meta[at];
        m[3] = m[3] || (heldNewline ? 1 : 0);
        m[4] = endsLine ? 1 : 0;
      } else {
        this.gapAt[dir] = this.meta.length;
        this.meta.push([2, DIRS.indexOf(dir), this.opts.now(), heldNewline ? 1 : 0, endsLine ? 1 : 0]);
        this.kick();
      }
      return;
    }
    this.gapAt[dir] = -1;
    this.meta.push([0, DIRS.indexOf(dir), this.opts.now(), chunk.length, 0]);
    this.chunks.push(chunk);
    this.batchBytes += chunk.length;
    this.given += chunk.length;
    if (this.batchBytes >= BATCH_BYTES) this.flush();
    else this.kick();
  }

  /** The stream of `dir` ended: its partial last line is handed over at once. */
  end(dir: Direction): void {
    if (this.dead) return;
    this.gapAt[dir] = -1;
    this.meta.push([1, DIRS.indexOf(dir), this.opts.now(), 0, 0]);
    this.flush();
  }

  /** Resolves when everything handed over so far has been handled (or the observer thread is gone). */
  drained(): Promise<void> {
    this.flush();
    if (this.dead || this.inFlight() === 0) return Promise.resolve();
    // Asked once, at the end of a session: polling the shared count costs nothing per batch.
    this.poll ??= setInterval(() => {
      if (this.inFlight() === 0) this.wake();
    }, 5);
    return new Promise((resolve) => this.waiters.add(resolve));
  }

  private inFlight(): number {
    return this.given - Number(Atomics.load(this.shared, HANDLED));
  }

  /**
   * Ends the session: the observer thread writes the last line; if it is gone, or does not answer
   * within `boundMs`, the last line is written here. Then the thread is stopped.
   */
  async finish(fwdEnd: SessionEnd, boundMs: number): Promise<JsonObject> {
    this.flush();
    let observed: JsonObject | null = null;
    if (!this.dead) {
      const answer = new Promise<JsonObject>((resolve) => (this.finished = resolve));
      this.post({ t: 'finish', fwd: this.counts(), end: fwdEnd });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), boundMs)));
      observed = await Promise.race([answer, late, this.gone()]);
      clearTimeout(timer);
    }
    if (observed === null) {
      // Whatever the thread still sends is ignored from here: the chain continues from this side.
      this.fail(new Error('the observer thread did not finish'));
      observed = this.lastLine(fwdEnd);
    }
    await this.close();
    return observed;
  }

  /** Stops the observer thread; what it still sends is ignored. */
  async close(): Promise<void> {
    this.dead = true;
    this.wake();
    if (this.timer) clearTimeout(this.timer);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private counts(): ForwardCounts {
    return {
      chunks: this.stats.chunks,
      bytes_c2s: this.stats.bytes.c2s,
      bytes_s2c: this.stats.bytes.s2c,
      dropped_chunks: this.stats.droppedChunks,
      dropped_bytes: this.stats.droppedBytes,
      failures: this.stats.failures,
    };
  }

  /** The last line, written from this side after the observer thread failed. */
  private lastLine(end: SessionEnd): JsonObject {
    const sink = this.opts.spool;
    const observed: JsonObject = {
      chunks: this.stats.chunks,
      bytes_c2s: this.stats.bytes.c2s,
      bytes_s2c: this.stats.bytes.s2c,
      dropped_chunks: this.stats.droppedChunks,
      dropped_bytes: this.stats.droppedBytes,
      observe_failures: this.stats.failures + Number(Atomics.load(this.shared, FAILURES)),
      spool_failure: sink?.failed() ?? 'not opened',
      observe_failure: this.stats.lastFailure,
    };
    if (sink) {
      const writer = new SpoolWriter(sink, undefined, this.head);
      if (this.head.seq === 0 && this.session) writer.append(this.session);
      writer.append({ type: 'end', ...end, observed });
    }
    return observed;
  }

  private gone(): Promise<null> {
    return new Promise((resolve) => {
      const check = () => (this.dead ? resolve(null) : this.waiters.add(check));
      check();
    });
  }

  private kick(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), BATCH_MS);
    this.timer.unref();
  }

  /** Sends the turn's batch: one copy of its chunks, moved (not copied again) to the thread. */
  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.meta.length === 0) return;
    let bytes: ArrayBuffer | null = null;
    if (this.batchBytes > 0) {
      // Not from the shared pool: the whole ArrayBuffer is handed over.
      const buf = Buffer.allocUnsafeSlow(this.batchBytes);
      let off = 0;
      for (const c of this.chunks) off += c.copy(buf, off);
      bytes = buf.buffer as ArrayBuffer;
    }
    const msg: ToObserver = { t: 'batch', meta: this.meta, bytes };
    this.meta = [];
    this.chunks = [];
    this.batchBytes = 0;
    this.gapAt.c2s = -1;
    this.gapAt.s2c = -1;
    this.post(msg, bytes ? [bytes] : []);
  }

  private post(msg: ToObserver, transfer: ArrayBuffer[] = []): void {
    if (this.dead || !this.worker) return;
    try {
      this.worker.postMessage(msg, transfer);
    } catch (err) {
      this.fail(err);
    }
  }

  private fromObserver(msg: FromObserver): void {
    if (this.dead) return;
    switch (msg.t) {
      case 'spool': {
        const sink = this.opts.spool;
        sink?.write(msg.text);
        this.head = msg.head;
        this.post({ t: 'sink', written: msg.text.length, backlog: sink?.backlog() ?? 0, failed: sink?.failed() ?? null });
        break;
      }
      case 'finished':
        this.finished?.(msg.observed);
        break;
    }
  }

  private fail(err: unknown): void {
    if (this.dead) return;
    this.dead = true;
    this.stats.failures++;
    this.stats.lastFailure = failureText(err);
    this.wake();
  }

  private wake(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const w of waiters) w();
  }
}
