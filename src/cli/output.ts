import type { SentinelRecord, Severity } from '../model.js';
import type { HeuristicMeta } from '../heuristics/types.js';
import type { OutputFormat, ScanSummary } from '../report/types.js';
import type { ScanResult } from '../scan.js';
import { summarize } from '../report/types.js';
import { jsonText, safeOutput, writeJsonlPaced } from '../report/jsonl.js';
import { sensorHomepage, sensorVersion } from './version.js';
import { manifestToolLines } from './manifest-lines.js';
import { commandStdout, outputRedirected } from './stdout.js';
import type { LockInForce } from '../lock/reference.js';
import { resolve } from 'node:path';

export interface OutputOptions {
  format: OutputFormat;
  color: boolean;
  heuristics: HeuristicMeta[];
  /** Present for scans: the summary line of pretty output. */
  summary?: { result: ScanResult; failOn: Severity | null };
  /** A lock in force: SARIF results also point at the lock entry they differ from. */
  lock?: LockInForce | null;
}

/** Writes records to stdout in the chosen format. JSONL never depends on the words formatter. */
export async function writeRecords(records: SentinelRecord[], opts: OutputOptions): Promise<void> {
  const stdout = commandStdout();
  const out = safeOutput(stdout);
  if (opts.format === 'jsonl') {
    await writeJsonlPaced(records, stdout);
    return;
  }
  // Each format's renderer (and chalk) is loaded only when that format is asked for.
  if (opts.format === 'sarif') {
    const { toSarif, manifestUri } = await import('../report/sarif.js');
    const homepage = sensorHomepage();
    const sarif = toSarif(records, {
      sensorVersion: sensorVersion(),
      heuristics: opts.heuristics,
      baseDir: process.cwd(),
      toolLine: manifestToolLines(),
      ...(homepage ? { informationUri: homepage } : {}),
      ...(opts.summary ? { exitCode: opts.summary.result.exitCode } : {}),
      ...(opts.lock?.text !== undefined ? { lockEntry: lockEntryOf(opts.lock, manifestUri, (await import('../lock/lines.js')).lockEntryLines) } : {}),
    });
    out.write(`${jsonText(sarif, 2)}\n`);
    return;
  }
  const result = opts.summary?.result;
  const summary = result ? scanSummary(records, result) : undefined;
  const { renderPretty } = await import('../report/pretty.js');
  // Wrap at the terminal's width; a pipe or a file gets the renderer's default.
  const width = !outputRedirected() && process.stdout.isTTY ? process.stdout.columns : undefined;
  out.write(renderPretty(records, { color: opts.color, ...(summary ? { summary } : {}), ...(width ? { width } : {}) }));
}

/** Where a server's or item's entry sits in the lock file (relative to the working directory, as manifests are). */
function lockEntryOf(
  lock: LockInForce,
  uriOf: (endpoint: string, baseDir: string) => { uri: string; uriBaseId?: string } | null,
  lines: (text: string) => (server: string, item: string | null) => number | null,
) {
  const lineOf = lines(lock.text ?? '');
  const artifact = uriOf(`manifest:${resolve(lock.file)}`, process.cwd());
  const pinned = new Set(lock.lock.servers.map((s) => s.id));
  return (server: string, tool: string | null) => {
    if (!artifact || !pinned.has(server)) return null;
    const line = lineOf(server, tool) ?? lineOf(server, null);
    return line === null ? null : { artifact, line, first: lock.locateFirst === true };
  };
}

/** The summary line's counts for the records of one scan. */
export function scanSummary(records: readonly SentinelRecord[], result: Pick<ScanResult, 'servers' | 'exitCode'>): ScanSummary {
  return summarize(records, {
    serversScanned: result.servers.length,
    serversUnchanged: result.servers.filter((s) => s.outcome === 'unchanged' || s.outcome === 'known_drift').length,
    newVersions: result.servers.filter((s) => s.outcome === 'first_contact' || s.outcome === 'drift').length,
    pending: result.servers.filter((s) => s.failing !== null).length,
    exitCode: result.exitCode,
  });
}
