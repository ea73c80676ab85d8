import { SEVERITIES, type SentinelRecord, type Severity } from '../model.js';

/** The output formats of every command that prints records. */
export const OUTPUT_FORMATS = ['jsonl', 'pretty', 'sarif'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** What one `scan` did, for the one-line summary at the end of `pretty` output. */
export interface ScanSummary {
  /** Targets the scan tried (scanned or failed). */
  serversScanned: number;
  /** Targets that could not be scanned (each has an error record). */
  serversFailed: number;
  /** Targets whose manifest matched the reference. */
  serversUnchanged: number;
  /** Manifest versions this scan created (first contacts included). */
  newVersions: number;
  /** kind=alert records of this scan, by severity. */
  alertsBySeverity: Record<Severity, number>;
  /** kind=declared records of this scan. */
  declared: number;
  /** kind=ignored records of this scan (differences at paths of the operator's ignore file). */
  ignored?: number;
  /** Drifts (or first contacts) at or above --fail-on still waiting for approval, reported earlier or now. */
  pending?: number;
  exitCode: number;
}

export function emptySeverityCounts(): Record<Severity, number> {
  return Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
}

/**
 * Builds a summary whose record counts come from the records themselves, so the line at the end
 * always agrees with what was printed above it. The caller supplies what records cannot say.
 */
export function summarize(
  records: readonly SentinelRecord[],
  scan: { serversScanned: number; serversUnchanged: number; newVersions: number; pending?: number; exitCode: number },
): ScanSummary {
  const alertsBySeverity = emptySeverityCounts();
  let declared = 0;
  let ignored = 0;
  const failed = new Set<string>();
  for (const r of records) {
    if (r.kind === 'alert') alertsBySeverity[r.severity]++;
    else if (r.kind === 'declared') declared++;
    else if (r.kind === 'ignored') ignored++;
    else if (r.kind === 'error') failed.add(r.server);
  }
  return { ...scan, serversFailed: failed.size, alertsBySeverity, declared, ...(ignored > 0 ? { ignored } : {}) };
}
