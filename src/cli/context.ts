import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Store } from '../history/types.js';
import type { OutputFormat } from '../report/types.js';
import { resolveDbPath } from './db-path.js';

/** Global flags as commander hands them to every command. */
export interface GlobalFlags {
  db?: string;
  format?: OutputFormat;
  color?: boolean;
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
  return openStore(resolveDbPath(flags.db), { readonly: opts.readonly ?? false, create: !opts.readonly });
}

export function machineName(): string {
  return hostname();
}

export function newScanId(): string {
  const t = Date.now().toString(36);
  return `sc-${t}-${randomBytes(6).toString('hex')}`;
}

