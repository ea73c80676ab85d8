/**
 * The observing side of a session, whole: the queue's handler frames the copied chunks, the reader
 * turns lines into entries, the spool writer chains them. It runs on the observer thread (see
 * observer-worker.ts), fed with what the forwarding thread copied; nothing here touches a stream.
 */
import type { JsonObject } from '../model.js';
import type { SpoolEntry } from './entries.js';
import { FrameReader } from './observe.js';
import { Observer, type Direction, type ObserverLimits } from './observer.js';
import { SpoolWriter, type SpoolSink } from './spool.js';

/** What only the forwarding side knows: what went through, what its bounded queue dropped. */
export interface ForwardCounts {
  chunks: number;
  bytes_c2s: number;
  bytes_s2c: number;
  dropped_chunks: number;
  dropped_bytes: number;
  /** Failures seen on the forwarding side (handing a copy over). */
  failures: number;
}

/** How the session ended, for its last line. */
export interface SessionEnd {
  t: string;
  exit_code: number | null;
  why: string;
}

export class Recorder {
  readonly writer: SpoolWriter | null;
  private readonly reader: FrameReader;
  private readonly observer: Observer;
  /** The time of the entry being handed over: the forwarding side stamped it. */
  private at = 0;
  private readonly cap: number;

  constructor(
    private readonly sink: SpoolSink | null,
    limits: ObserverLimits,
  ) {
    this.cap = limits.maxMessageBytes;
    this.writer = sink ? new SpoolWriter(sink) : null;
    const writer = this.writer;
    const emit = writer ? (entry: SpoolEntry) => writer.append(entry) : () => undefined;
    this.reader = new FrameReader(emit);
    // The forwarding side bounds what is in flight; here everything handed over is handled.
    this.observer = new Observer(
      (dir, frame, at) => this.reader.frame(dir, frame, at),
      { maxMessageBytes: limits.maxMessageBytes, maxQueueBytes: Number.POSITIVE_INFINITY },
      () => undefined,
      () => this.at,
    );
  }

  emit(entry: SpoolEntry): void {
    this.writer?.append(entry);
  }

  /**
   * A chunk as it went through. From the server, the whole lines inside it (after its first
   * newline, up to its last) are counted without being framed when none can matter to the session
   * (a stream of log notifications): framing them one by one is most of what observing costs.
   */
  chunk(dir: Direction, bytes: Buffer, at: number): void {
    this.at = at;
    if (dir === 's2c') {
      const first = bytes.indexOf(0x0a);
      const last = first === -1 ? -1 : bytes.lastIndexOf(0x0a);
      if (last > first && this.reader.skipWhole(bytes.subarray(first + 1, last + 1), this.cap)) {
        this.observer.push(dir, bytes.subarray(0, first + 1));
        if (last + 1 < bytes.length) this.observer.push(dir, bytes.subarray(last + 1));
        return;
      }
    }
    this.observer.push(dir, bytes);
  }

  lost(dir: Direction, heldNewline: boolean, endsLine: boolean, at: number): void {
    this.at = at;
    this.observer.lost(dir, heldNewline, endsLine);
  }

  end(dir: Direction, at: number): void {
    this.at = at;
    this.observer.end(dir);
  }

  /** Handles everything handed over so far. */
  run(): void {
    this.observer.drain();
  }

  get failures(): number {
    return this.observer.stats.failures;
  }

  /** Closes the session: lists still being paged, then the last line with what was observed. */
  finish(fwd: ForwardCounts, end: SessionEnd): JsonObject {
    this.run();
    try {
      this.reader.core.finish();
    } catch (err) {
      this.observer.stats.failures++;
      this.observer.stats.lastFailure ??= err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200);
    }
    const observed: JsonObject = {
      ...this.reader.summary(),
      chunks: fwd.chunks,
      bytes_c2s: fwd.bytes_c2s,
      bytes_s2c: fwd.bytes_s2c,
      dropped_chunks: fwd.dropped_chunks,
      dropped_bytes: fwd.dropped_bytes,
      observe_failures: this.observer.stats.failures + fwd.failures,
      spool_dropped: this.writer?.dropped ?? 0,
      spool_failure: this.sink?.failed() ?? 'not opened',
      observe_failure: this.observer.stats.lastFailure,
    };
    this.emit({ type: 'end', ...end, observed });
    return observed;
  }
}
