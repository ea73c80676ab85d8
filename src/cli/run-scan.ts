import type { Target } from '../model.js';
import { InterruptedError, scanTargets, type ScanOptions, type ScanResult } from '../scan.js';
import type { Store } from '../history/types.js';
import { clock, openHistory, machineName, newScanId, outputFormat, useColor, type GlobalFlags } from './context.js';
import { escapeForTerminal } from '../report/escape.js';
import type { SentinelRecord } from '../model.js';
import { sensorVersion } from './version.js';
import { loadConnector } from './connector.js';
import { Progress } from './progress.js';
import { writeRecords } from './output.js';
import { expiredLines } from './ignore-file.js';

/**
 * --verbose: each stdio server's stderr, line by line, prefixed with its id, escaped (server text),
 * with the target's credentials and secret-looking values redacted as in `stderr_tail`.
 */
async function stderrPrinter(): Promise<(serverId: string, chunk: string, secrets: readonly string[]) => void> {
  const { redactStderrLine } = await import('../connect/stderr-tail.js');
  const partial = new Map<string, string>();
  return (serverId, chunk, secrets) => {
    const lines = ((partial.get(serverId) ?? '') + chunk).split(/\r?\n/);
    partial.set(serverId, lines.pop() ?? '');
    for (const line of lines) {
      const shown = redactStderrLine(line, secrets);
      process.stderr.write(`[${escapeForTerminal(serverId, { maxLength: 80 })}] ${escapeForTerminal(shown, { maxLength: 2000 })}\n`);
    }
  };
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Runs a scan end to end with real I/O and prints its records; returns the exit code. */
export async function runScan(targets: Target[], options: ScanOptions, flags: GlobalFlags, store?: Store, now: () => Date = clock()): Promise<number> {
  // The catalogue now, the content engine only if a manifest needs a judgement (heuristics/lazy.ts).
  const { lazyHeuristics } = await import('../heuristics/lazy.js');
  const heuristics = lazyHeuristics();
  const history = store ?? (await openHistory(flags));
  const connector = await loadConnector(flags.verbose ? { onStderr: await stderrPrinter() } : {});
  const abort = new AbortController();
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(130);
    process.stderr.write('mcp-schema-sentinel: interrupted, stopping servers (Ctrl-C again to quit now)\n');
    abort.abort();
  };
  // SIGHUP too: a closed terminal or ssh session would otherwise end the sensor without its exit
  // handler, and leave the servers (in process groups of their own) running.
  for (const sig of STOP_SIGNALS) process.on(sig, onSigint);
  const progress = new Progress(process.stderr);
  progress.update(0, targets.length, targets.map((t) => t.id));
  const startedAt = new Date().toISOString();
  let result: ScanResult;
  try {
    result = await scanTargets(targets, options, {
      store: history,
      heuristics,
      connector,
      now,
      newScanId,
      host: machineName(),
      sensorVersion: sensorVersion(),
      signal: abort.signal,
      onFetched: (done, total, pending) => progress.update(done, total, pending),
    });
  } catch (err) {
    // What is in the history has been reported: the servers written before the signal are printed.
    if (err instanceof InterruptedError && err.written.length > 0) {
      progress.done();
      await writeRecords(err.written, { format: outputFormat(flags), color: useColor(flags), heuristics: heuristics.catalogue });
    }
    throw err;
  } finally {
    progress.done();
    for (const sig of STOP_SIGNALS) process.off(sig, onSigint);
    if (!store) history.close();
  }
  // Diagnostics of the ignore file go to stderr (the operator's file, not an event of a server).
  for (const line of expiredLines(options.ignore, startedAt)) process.stderr.write(`mcp-schema-sentinel: ${escapeForTerminal(line)}\n`);
  for (const u of result.unmatchedIgnores) {
    process.stderr.write(`mcp-schema-sentinel: ignore entry ${u.entry.id} matches nothing: ${escapeForTerminal(u.why)}\n`);
  }
  // Each record carries where it sits in the chain, so that the SIEM holds the history's anchors.
  const anchored = [
    ...result.servers.flatMap((s) => s.records.map((r, i) => (s.anchors[i] ? { ...r, chain_head: s.anchors[i] } : r))),
    // Locked servers not scanned: not stored, so no chain_head.
    ...(result.lockRecords ?? []),
  ];
  const format = outputFormat(flags);
  // SARIF also carries the results of drifts still pending, so that code scanning keeps them open.
  const shown = format === 'sarif' ? [...anchored, ...result.servers.flatMap((s) => s.standing)] : anchored;
  await writeRecords(shown, {
    format,
    color: useColor(flags),
    heuristics: heuristics.catalogue,
    summary: { result, failOn: options.failOn },
    ...(options.lock ? { lock: options.lock } : {}),
  });
  for (const r of result.records) if (r.kind === 'error') process.stderr.write(errorLine(r));
  return result.exitCode;
}

/** One line per target that could not be scanned, for cron mail and errors.log (stdout may be a file). */
function errorLine(r: SentinelRecord): string {
  const what = `${r.server}: ${r.error_code ?? 'error'}: ${r.reason ?? ''}`;
  return `mcp-schema-sentinel: ${escapeForTerminal(what, { maxLength: 600 })}\n`;
}
