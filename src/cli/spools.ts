/**
 * Where the tap leaves its sessions and which are waiting to be ingested. Its own module because
 * every `scan` asks (ingest runs first when a spool waits) and most find none: the question must not
 * load the tap's and ingest's code (sockets, the spool reader, the output writers) to be answered.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resolveDbPath } from './db-path.js';

/** Where the tap writes its sessions: next to the history, so that `ingest --db` finds them. */
export function spoolDir(db: string | undefined): string {
  return join(dirname(resolveDbPath(db)), 'spool');
}

/** Spools waiting in the folder of this history, oldest first (the session ids start with their time). */
export function waitingSpools(db: string | undefined): string[] {
  const dir = spoolDir(db);
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}
