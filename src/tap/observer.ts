/**
 * The observed copy: a bounded queue between the forwarding path and the observer. Forwarding hands
 * a chunk over after it has written it onward; the chunk waits here and is framed and handled later,
 * off the forwarding path. When the queue is full the chunk is dropped and counted — never waited
 * for — and the line it belonged to is flagged. Any exception in the handler is caught and counted:
 * observing can fail, traffic cannot.
 */
import { LineFramer, type Frame } from './framing.js';

/** c2s: client to server (the tap's stdin); s2c: server to client (the server's stdout). */
export type Direction = 'c2s' | 's2c';

export interface ObserverLimits {
  /** Bytes of one message kept for observation; longer lines are recorded as cut. */
  maxMessageBytes: number;
  /** Bytes waiting in the queue before new chunks are dropped. */
  maxQueueBytes: number;
}

export const DEFAULT_OBSERVER_LIMITS: ObserverLimits = { maxMessageBytes: 16 * 1024 * 1024, maxQueueBytes: 64 * 1024 * 1024 };

export interface ObserverStats {
  chunks: number;
  bytes: Record<Direction, number>;
  droppedChunks: number;
  droppedBytes: number;
  failures: number;
  lastFailure: string | null;
}

interface Queued {
  dir: Direction;
  /** null: the stream of `dir` ended; 'gap': chunks of `dir` were dropped here. */
  chunk: Buffer | null | 'gap';
  /** For a gap: some dropped chunk held a newline; the last one ended with one. */
  heldNewline?: boolean;
  endsLine?: boolean;
  /** When the chunk went through (the clock given), so that timings do not depend on the queue. */
  at: number;
}

export class Observer {
  private readonly queue: Queued[] = [];
  private head = 0;
  private queuedBytes = 0;
  private scheduled = false;
  private readonly framers: Record<Direction, LineFramer>;
  /** The last entry queued for a direction is a gap marker: one marker stands for a run of drops. */
  private readonly gapQueued: Record<Direction, Queued | null> = { c2s: null, s2c: null };
  readonly stats: ObserverStats = { chunks: 0, bytes: { c2s: 0, s2c: 0 }, droppedChunks: 0, droppedBytes: 0, failures: 0, lastFailure: null };
  private idle: (() => void) | null = null;

  constructor(
    private readonly onFrame: (dir: Direction, frame: Frame, at: number) => void,
    private readonly limits: ObserverLimits = DEFAULT_OBSERVER_LIMITS,
    /** How the drain is scheduled (setImmediate in the tap; tests drain by hand). */
    private readonly schedule: (fn: () => void) => void = (fn) => setImmediate(fn),
    private readonly now: () => number = Date.now,
  ) {
    this.framers = { c2s: new LineFramer(limits.maxMessageBytes), s2c: new LineFramer(limits.maxMessageBytes) };
  }

  /** Called after `chunk` has been written onward. Never throws, never waits. */
  push(dir: Direction, chunk: Buffer): void {
    this.stats.chunks++;
    this.stats.bytes[dir] += chunk.length;
    if (this.queuedBytes + chunk.length > this.limits.maxQueueBytes) {
      this.stats.droppedChunks++;
      this.stats.droppedBytes += chunk.length;
      const endsLine = chunk.length > 0 && chunk[chunk.length - 1] === 0x0a;
      const heldNewline = endsLine || chunk.indexOf(0x0a) !== -1;
      const marker = this.gapQueued[dir];
      if (marker) {
        marker.endsLine = endsLine;
        marker.heldNewline = marker.heldNewline || heldNewline;
      } else {
        const gap: Queued = { dir, chunk: 'gap', at: this.now(), endsLine, heldNewline };
        this.gapQueued[dir] = gap;
        this.queue.push(gap);
        this.kick();
      }
      return;
    }
    this.gapQueued[dir] = null;
    this.queue.push({ dir, chunk, at: this.now() });
    this.queuedBytes += chunk.length;
    this.kick();
  }

  /**
   * Chunks of `dir` were dropped before they reached this observer (by a queue in front of it):
   * `heldNewline` when one of them held a newline, `endsLine` when the last one ended with one.
   */
  lost(dir: Direction, heldNewline: boolean, endsLine: boolean): void {
    this.gapQueued[dir] = null;
    this.queue.push({ dir, chunk: 'gap', at: this.now(), heldNewline, endsLine });
    this.kick();
  }

  /** The stream of `dir` ended: its partial last line, if any, is handed over flagged. */
  end(dir: Direction): void {
    this.queue.push({ dir, chunk: null, at: this.now() });
    this.kick();
  }

  /** Resolves when everything queued so far has been handled. */
  drained(): Promise<void> {
    if (this.head >= this.queue.length) return Promise.resolve();
    return new Promise((resolve) => {
      const prev = this.idle;
      this.idle = () => {
        prev?.();
        resolve();
      };
    });
  }

  private kick(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.drain());
  }

  /** Handles what is queued now; chunks that arrive meanwhile wait for the next turn. */
  drain(): void {
    this.scheduled = false;
    const stop = this.queue.length;
    while (this.head < stop) {
      const entry = this.queue[this.head];
      const { dir, chunk, at } = entry;
      this.queue[this.head++] = undefined as unknown as Queued;
      try {
        const framer = this.framers[dir];
        if (chunk === 'gap') {
          // Drops after this point need a marker of their own.
          if (this.gapQueued[dir] === entry) this.gapQueued[dir] = null;
          const lost = framer.markGap(entry.heldNewline === true, entry.endsLine === true);
          if (lost) this.handle(dir, lost, at);
          continue;
        }
        if (chunk === null) {
          const last = framer.end();
          if (last) this.handle(dir, last, at);
          continue;
        }
        this.queuedBytes -= chunk.length;
        for (const frame of framer.push(chunk)) this.handle(dir, frame, at);
      } catch (err) {
        this.fail(err);
      }
    }
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
      const idle = this.idle;
      this.idle = null;
      idle?.();
    } else this.kick();
  }

  private handle(dir: Direction, frame: Frame, at: number): void {
    try {
      this.onFrame(dir, frame, at);
    } catch (err) {
      this.fail(err);
    }
  }

  private fail(err: unknown): void {
    this.stats.failures++;
    this.stats.lastFailure = err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200);
  }
}
