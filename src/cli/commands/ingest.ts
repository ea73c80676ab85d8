/**
 * `ingest`: loads the tap's spools into the history and prints what they gave. A spool whose chain
 * is broken is refused, named with the line where it breaks, and left where it is for the operator.
 * Loaded spools move to spool/ingested/, so each is read once; loading one twice writes nothing.
 */
import { mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SentinelRecord, Severity } from '../../model.js';
import { atOrAbove } from '../../model.js';
import type { Store } from '../../history/types.js';
import type { Heuristics } from '../../heuristics/types.js';
import { escapeForTerminal } from '../../report/escape.js';
import { clock, machineName, openHistory, outputFormat, useColor, type GlobalFlags } from '../context.js';
import { severityFlag } from '../parse.js';
import { sensorVersion } from '../version.js';
import { writeRecords } from '../output.js';
import { waitingSpools } from '../spools.js';

interface IngestFlags extends GlobalFlags {
  failOn: string;
}

/** A session with no end line older than this was killed with its tap: it is loaded as it stands. */
const OPEN_SESSION_MS = 24 * 3600 * 1000;

export interface Ingested {
  records: SentinelRecord[];
  /** One line per spool refused. */
  refused: string[];
}

export async function ingestWaiting(files: string[], store: Store, heuristics: Heuristics, now: Date): Promise<Ingested> {
  const { ingestSpool } = await import('../../tap/ingest.js');
  const out: Ingested = { records: [], refused: [] };
  for (const file of files) {
    const shown = escapeForTerminal(file, { maxLength: 300 });
    let text: string;
    let mtime: number;
    try {
      text = readFileSync(file, 'utf8');
      mtime = statSync(file).mtimeMs;
    } catch (e) {
      out.refused.push(`spool ${shown}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
      continue;
    }
    const r = await ingestSpool(text, { store, heuristics, host: machineName(), sensorVersion: sensorVersion() }, { acceptOpen: now.getTime() - mtime > OPEN_SESSION_MS });
    if (r.status === 'broken') {
      out.refused.push(`spool ${shown}: line ${r.line}: ${r.reason}; not ingested`);
      continue;
    }
    if (r.status === 'open') continue;
    if (r.status === 'ingested') out.records.push(...r.records);
    const done = join(dirname(file), 'ingested');
    mkdirSync(done, { recursive: true, mode: 0o700 });
    renameSync(file, join(done, basename(file)));
  }
  return out;
}

/** Exit code of a command that ingested: 1 for a record at or above --fail-on, 2 for a refused spool. */
export function ingestExit(result: Ingested, failOn: Severity | null): number {
  const alert = result.records.some((r) => atOrAbove(r.severity, failOn)) ? 1 : 0;
  return alert | (result.refused.length > 0 ? 2 : 0);
}

export async function ingestCommand(flags: IngestFlags): Promise<number> {
  const files = waitingSpools(flags.db);
  const { lazyHeuristics } = await import('../../heuristics/lazy.js');
  const heuristics = lazyHeuristics();
  const store = await openHistory(flags);
  let result: Ingested;
  try {
    result = await ingestWaiting(files, store, heuristics, clock()());
  } finally {
    store.close();
  }
  await writeRecords(result.records, { format: outputFormat(flags), color: useColor(flags), heuristics: heuristics.catalogue });
  for (const line of result.refused) process.stderr.write(`mcp-schema-sentinel: ${line}\n`);
  return ingestExit(result, severityFlag(flags.failOn));
}
