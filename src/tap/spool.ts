/**
 * The per-session spool: append-only JSON lines, each carrying the hash of the line before it, so
 * that an edit, a removal or a reordering is found by `ingest`. Writes go through a sink given in
 * (a file stream in the tap); when the sink is behind by more than a bound, entries are dropped and
 * counted rather than held, and a sink that failed (a full disk) stops taking entries while traffic
 * goes on.
 */
import { hashJson } from '../fingerprint/hash.js';
import type { SpoolEntry, SpoolLine } from './entries.js';

/** Where the first line's `prev` points. */
export const GENESIS = 'sha256:' + '0'.repeat(64);

export interface SpoolSink {
  /** Appends text; never throws. */
  write(text: string): void;
  /** Bytes written but not yet on disk. */
  backlog(): number;
  /** The failure that stopped the sink, or null. */
  failed(): string | null;
}

/** The hash a line must carry: over everything else in it, its `prev` included. */
export function lineHash(line: Omit<SpoolLine, 'hash'>): string {
  return hashJson('sha256', line);
}

/** Where a chain stands: the last line's sequence number and hash. */
export interface ChainHead {
  seq: number;
  prev: string;
}

export class SpoolWriter {
  private seq: number;
  private prev: string;
  dropped = 0;

  constructor(
    private readonly sink: SpoolSink,
    private readonly maxBacklog = 32 * 1024 * 1024,
    /** Continues a chain another writer started (the tap's own end line after its observer failed). */
    from: ChainHead = { seq: 0, prev: GENESIS },
  ) {
    this.seq = from.seq;
    this.prev = from.prev;
  }

  /** The chain after the last line written. */
  head(): ChainHead {
    return { seq: this.seq, prev: this.prev };
  }

  append(entry: SpoolEntry): void {
    if (this.sink.failed() !== null || this.sink.backlog() > this.maxBacklog) {
      this.dropped++;
      return;
    }
    const body = { ...entry, seq: ++this.seq, prev: this.prev } as Omit<SpoolLine, 'hash'>;
    const hash = lineHash(body);
    this.prev = hash;
    this.sink.write(JSON.stringify({ ...body, hash }) + '\n');
  }
}

export type ChainCheck = { ok: true; lines: SpoolLine[] } | { ok: false; line: number; reason: string };

/**
 * Reads a spool back and checks its chain. A last line without its newline is a write the tap did
 * not finish (killed, disk full) and is left out, not called a break: every line before it holds.
 */
export function checkSpool(text: string): ChainCheck {
  const rows = text.split('\n');
  rows.pop(); // '' after the last newline, or an unfinished last line
  const lines: SpoolLine[] = [];
  let prev = GENESIS;
  for (let i = 0; i < rows.length; i++) {
    const n = i + 1;
    let line: SpoolLine;
    try {
      line = JSON.parse(rows[i]) as SpoolLine;
    } catch {
      return { ok: false, line: n, reason: 'not JSON' };
    }
    if (typeof line !== 'object' || line === null || Array.isArray(line)) return { ok: false, line: n, reason: 'not an object' };
    const { hash, ...body } = line;
    if (body.prev !== prev) return { ok: false, line: n, reason: 'does not follow the line before it (a line was removed, moved or inserted)' };
    if (body.seq !== n) return { ok: false, line: n, reason: `sequence number ${JSON.stringify(body.seq)} where ${n} was expected` };
    if (hash !== lineHash(body)) return { ok: false, line: n, reason: 'content does not match its hash (edited)' };
    if (n === 1 && body.type !== 'session') return { ok: false, line: n, reason: 'the first line is not the session line' };
    prev = hash;
    lines.push(line);
  }
  if (lines.length === 0) return { ok: false, line: 1, reason: 'empty spool' };
  return { ok: true, lines };
}
