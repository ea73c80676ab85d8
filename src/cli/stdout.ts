import { accessSync, constants } from 'node:fs';
import { writeFileWhole } from './write-whole.js';
import { basename, dirname, join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { escapeForTerminal } from '../report/escape.js';
import { UsageError } from './errors.js';

/**
 * Where a command's output goes: standard output, or with `--output <file>` a file written whole
 * and atomically when the command ends (a SIEM shipper or a CI upload never reads half a file, and
 * a run that fails with a usage error leaves the previous file in place).
 */
let target: { path: string; chunks: string[]; stream: Writable } | null = null;

export function redirectOutput(path: string): void {
  try {
    accessSync(dirname(resolve(path)), constants.W_OK);
  } catch (e) {
    throw new UsageError(`cannot write --output ${escapeForTerminal(path, { maxLength: 200 })} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const chunks: string[] = [];
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _enc, done) {
      chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      done();
    },
  });
  target = { path, chunks, stream };
}

/** The stream commands write their output to. */
export function commandStdout(): Writable {
  return target?.stream ?? process.stdout;
}

/** True when output goes to a file: formats and colours are chosen as for a pipe. */
export function outputRedirected(): boolean {
  return target !== null;
}

/** Writes the collected output to its file (temporary file, fsync, rename). */
export function finishOutput(): void {
  if (!target) return;
  const { path, chunks } = target;
  target = null;
  try {
    writeFileWhole(path, chunks, 0o644);
  } catch (e) {
    throw new UsageError(`cannot write --output ${escapeForTerminal(path, { maxLength: 200 })} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
