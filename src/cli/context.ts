import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { escapeForTerminal } from '../report/escape.js';
import { UsageError } from './errors.js';
import type { Store } from '../history/types.js';
import type { OutputFormat } from '../report/types.js';
import { resolveDbPath } from './db-path.js';
import { outputRedirected } from './stdout.js';

/** Global flags as commander hands them to every command. */
export interface GlobalFlags {
  db?: string;
  format?: OutputFormat;
  color?: boolean;
  chainKeyFile?: string;
  output?: string;
  quiet?: boolean;
  verbose?: boolean;
}

export function outputFormat(flags: GlobalFlags): OutputFormat {
  return flags.format ?? (process.stdout.isTTY && !outputRedirected() ? 'pretty' : 'jsonl');
}

/** Colour only on a terminal, never with --no-color or NO_COLOR. */
export function useColor(flags: GlobalFlags): boolean {
  return flags.color !== false && !('NO_COLOR' in process.env && process.env.NO_COLOR !== '') && process.stdout.isTTY === true && !outputRedirected();
}

/** Opens the history lazily (better-sqlite3 is loaded only by commands that need it). */
export async function openHistory(flags: GlobalFlags, opts: { readonly?: boolean } = {}): Promise<Store> {
  const { openStore } = await import('../history/store.js');
  const keyFile = flags.chainKeyFile ?? (process.env.MCP_SENTINEL_CHAIN_KEY_FILE || undefined);
  const chainKey = keyFile !== undefined ? readChainKey(keyFile) : undefined;
  const path = resolveDbPath(flags.db);
  const creating = !opts.readonly && !existsSync(path);
  if (creating) checkChosenFolder(path, flags);
  const store = openStore(path, { readonly: opts.readonly ?? false, create: !opts.readonly, ...(chainKey ? { chainKey } : {}) });
  // A new history means every server is a first contact again: after a typo in --db that is a
  // silent reset of trust, so it is said once, where cron mail sees it.
  // With a lock in force (scan --lock) the lock, not the first contact, is the reference.
  const reference = 'lock' in flags && typeof flags.lock === 'string' ? 'servers are compared with the lock' : 'every server is a first contact';
  if (creating && !flags.quiet) process.stderr.write(`mcp-schema-sentinel: new history at ${escapeForTerminal(path, { maxLength: 300 })}: ${reference}\n`);
  return store;
}

/**
 * Folders are created only for the default location. A --db or $MCP_SENTINEL_DB whose folder does
 * not exist is most likely a typo, and creating it would start an empty history unnoticed.
 */
function checkChosenFolder(path: string, flags: GlobalFlags): void {
  const chosen = flags.db !== undefined ? '--db' : process.env.MCP_SENTINEL_DB ? 'MCP_SENTINEL_DB' : null;
  if (chosen === null || existsSync(dirname(path))) return;
  throw new UsageError(`${chosen} ${escapeForTerminal(path, { maxLength: 300 })}: folder ${escapeForTerminal(dirname(path), { maxLength: 300 })} does not exist (create it first if this is the path you meant)`);
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

