import type { Target } from '../model.js';
import { scanTargets, type ScanOptions, type ScanResult } from '../scan.js';
import type { Store } from '../history/types.js';
import { openHistory, machineName, newScanId, outputFormat, useColor, type GlobalFlags } from './context.js';
import { sensorVersion } from './version.js';
import { loadConnector } from './connector.js';
import { Progress } from './progress.js';
import { writeRecords } from './output.js';

/** Runs a scan end to end with real I/O and prints its records; returns the exit code. */
export async function runScan(targets: Target[], options: ScanOptions, flags: GlobalFlags, store?: Store): Promise<number> {
  const { loadHeuristics } = await import('../heuristics/load.js');
  const heuristics = loadHeuristics();
  const history = store ?? (await openHistory(flags));
  const connector = await loadConnector();
  const abort = new AbortController();
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(130);
    process.stderr.write('mcp-schema-sentinel: interrupted, stopping servers (Ctrl-C again to quit now)\n');
    abort.abort();
  };
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigint);
  const progress = new Progress(process.stderr);
  let result: ScanResult;
  try {
    result = await scanTargets(targets, options, {
      store: history,
      heuristics,
      connector,
      now: () => new Date(),
      newScanId,
      host: machineName(),
      sensorVersion: sensorVersion(),
      signal: abort.signal,
      onFetched: (done, total, pending) => progress.update(done, total, pending),
    });
  } finally {
    progress.done();
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigint);
    if (!store) history.close();
  }
  await writeRecords(result.records, {
    format: outputFormat(flags),
    color: useColor(flags),
    heuristics: heuristics.catalogue,
    summary: { result, failOn: options.failOn },
  });
  return result.exitCode;
}
