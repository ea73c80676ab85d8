/**
 * JSONL: one record per line, exactly as the pipeline built it. JSON.stringify escapes every control
 * character (and, on Node >= 12, every lone surrogate), so a JSONL line is safe on any terminal and
 * valid UTF-8 whatever the server sent. This file never uses the words formatter.
 */
import type { Writable } from 'node:stream';
import type { SentinelRecord } from '../model.js';

/** A stream wrapper that survives its consumer going away (`scan | head -1`). */
export interface SafeOutput {
  /** Writes unless the consumer has gone; returns false once it has (stop producing then). */
  write(chunk: string): boolean;
  /** True after the reader closed the pipe or the stream failed. */
  readonly closed: boolean;
  /** A failure other than a closed reader (disk full, I/O error), for the CLI to report; else null. */
  readonly error: Error | null;
}

/** The reader went away: not a failure of ours, just a reason to stop writing. */
const READER_GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END', 'ECONNRESET']);

const outputs = new WeakMap<Writable, SafeOutput>();

/**
 * The one SafeOutput of a stream. It installs a single 'error' listener, so an EPIPE emitted after
 * `head` closed the pipe becomes `closed = true` instead of an uncaught exception with a stack.
 */
export function safeOutput(stream: Writable): SafeOutput {
  const known = outputs.get(stream);
  if (known) return known;
  let closed = false;
  let error: Error | null = null;
  const fail = (err: unknown): void => {
    closed = true;
    const codeOf = (err as { code?: unknown } | null)?.code;
    if (!(typeof codeOf === 'string' && READER_GONE.has(codeOf))) error ??= err instanceof Error ? err : new Error(String(err));
  };
  stream.on('error', fail);
  const out: SafeOutput = {
    write(chunk: string): boolean {
      if (closed || stream.destroyed || stream.writableEnded) {
        closed = true;
        return false;
      }
      try {
        stream.write(chunk);
      } catch (err) {
        fail(err);
      }
      return !closed;
    },
    get closed() {
      return closed;
    },
    get error() {
      return error;
    },
  };
  outputs.set(stream, out);
  return out;
}

/** Writes `chunk` to `stream` unless its reader has gone; false once it has. */
export function safeWrite(stream: Writable, chunk: string): boolean {
  return safeOutput(stream).write(chunk);
}

/** One record as one JSONL line (with its newline). */
export function toJsonlLine(record: SentinelRecord): string {
  return jsonLine(record);
}

/**
 * JSON.stringify escapes only U+0000–001F. Characters that can still steer a terminal or hide text
 * (DEL, C1 controls such as the 8-bit CSI, bidi and other format characters, tags) are written
 * as \uXXXX too: the same JSON value, but nothing raw reaches a terminal that tails the file.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_JSON = /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]/g;

export function jsonLine(value: unknown): string {
  return `${jsonText(value)}\n`;
}

/** JSON text (indented when `indent` is given) with the same escapes as a JSONL line: for SARIF and any other JSON document. */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(UNSAFE_IN_JSON, (ch) => [...ch].map(escapeUnit).join(''));
}

function escapeUnit(ch: string): string {
  let out = '';
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/**
 * Writes every record as one JSON line. Returns false when the reader went away before the end
 * (the remaining records are not written; the history already holds them).
 */
export function writeJsonl(records: Iterable<SentinelRecord>, stream: Writable): boolean {
  const out = safeOutput(stream);
  for (const r of records) if (!out.write(toJsonlLine(r))) return false;
  return !out.closed;
}

/**
 * writeJsonl at the reader's pace: after a line the stream could not take at once, waits until it
 * drains (or the reader goes). A pipe to a slow reader otherwise queues every line in memory: a
 * first contact of 5,000 tools writes some 25 MB (each record carries the drift's tool lists), and
 * queued it cost 60–80 MB of peak memory over the same scan written to a file.
 */
export async function writeJsonlPaced(records: Iterable<SentinelRecord>, stream: Writable): Promise<boolean> {
  const out = safeOutput(stream);
  for (const r of records) {
    if (!out.write(toJsonlLine(r))) return false;
    if (stream.writableNeedDrain) await drained(stream);
  }
  return !out.closed;
}

/** Resolves when the stream drains, closes or fails: whichever comes first. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    stream.on('error', done);
  });
}
