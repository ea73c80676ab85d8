import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { escapeForTerminal } from '../report/escape.js';
import { UsageError } from './errors.js';
import type { Store } from '../history/types.js';
import type { OutputFormat } from '../report/types.js';
import { resolveDbPath } from './db-path.js';

/** Global flags as commander hands them to every command. */
export interface GlobalFlags {
  db?: string;
  format?: OutputFormat;
  color?: boolean;
  chainKeyFile?: string;
}

export function outputFormat(flags: GlobalFlags): OutputFormat {
  return flags.format ?? (process.stdout.isTTY ? 'pretty' : 'jsonl');
}

/** Colour only on a terminal, never with --no-color or NO_COLOR. */
export function useColor(flags: GlobalFlags): boolean {
  return flags.color !== false && !('NO_COLOR' in process.env && process.env.NO_COLOR !== '') && process.stdout.isTTY === true;
}

/** Opens the history lazily (better-sqlite3 is loaded only by commands that need it). */
export async function openHistory(flags: GlobalFlags, opts: { readonly?: boolean } = {}): Promise<Store> {
  const { openStore } = await import('../history/store.js');
  const keyFile = flags.chainKeyFile ?? (process.env.MCP_SENTINEL_CHAIN_KEY_FILE || undefined);
  const chainKey = keyFile !== undefined ? readChainKey(keyFile) : undefined;
  return openStore(resolveDbPath(flags.db), { readonly: opts.readonly ?? false, create: !opts.readonly, ...(chainKey ? { chainKey } : {}) });
}

/** The chain key: at least 32 bytes, in a file only its owner can read (it is worth as much as the history). */
function readChainKey(path: string): Buffer {
  const shown = escapeForTerminal(path, { maxLength: 200 });
  let key: Buffer;
  try {
    if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) {
      throw new UsageError(`chain key file ${shown} can be read or written by group or others: chmod 600 it`);
    }
    key = readFileSync(path);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read chain key file ${shown} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (key.length < 32) throw new UsageError(`chain key file ${shown} holds ${key.length} bytes; it needs at least 32 (head -c 32 /dev/urandom > key)`);
  return key;
}

/**
 * The scan's clock. MCP_SENTINEL_NOW (an ISO 8601 time) fixes it, so that the end-to-end tests can
 * show a reminder interval passing without waiting for it; unset, it is the system clock.
 */
export function clock(env: NodeJS.ProcessEnv = process.env): () => Date {
  const fixed = env.MCP_SENTINEL_NOW;
  if (fixed === undefined || fixed === '') return () => new Date();
  const t = new Date(fixed);
  if (Number.isNaN(t.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(fixed)) {
    throw new UsageError(`MCP_SENTINEL_NOW must be an ISO 8601 time such as 2026-12-01T00:00:00Z, not ${JSON.stringify(escapeForTerminal(fixed, { maxLength: 60 }))}`);
  }
  return () => new Date(t.getTime());
}

export function machineName(): string {
  return hostname();
}

export function newScanId(): string {
  const t = Date.now().toString(36);
  return `sc-${t}-${randomBytes(6).toString('hex')}`;
}

