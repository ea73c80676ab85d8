import { atOrAbove, type Severity, type Target } from '../../model.js';
import type { Store } from '../../history/types.js';
import { clock, machineName, newScanId, openHistory, outputFormat, useColor, type GlobalFlags } from '../context.js';
import { UsageError } from '../errors.js';
import { severityFlag } from '../parse.js';
import { printJsonLines, printText } from '../print.js';
import { sensorVersion } from '../version.js';
import { escapeForTerminal } from '../../report/escape.js';
import type { InventoryReader, Session } from '../../inventory/inventory.js';
import { reviewsByServer } from '../../inventory/reviews.js';

interface InventoryFlags extends GlobalFlags {
  config?: string;
  discover?: boolean;
  server?: string;
  scan?: boolean;
  failOn: string;
}

/**
 * Capability labels per server and tool, and the toxic flows of each session, from the latest
 * manifests the history holds: no connection unless `--scan` refreshes them first.
 */
export async function inventoryCommand(flags: InventoryFlags): Promise<number> {
  const failOn = severityFlag(flags.failOn);
  if (flags.server !== undefined && (flags.config !== undefined || flags.discover)) {
    throw new UsageError('inventory takes --server <ids>, or --config <file> and --discover, not both');
  }
  const { inventoryConfigs } = await import('../inventory-configs.js');
  const configs = flags.config !== undefined || flags.discover ? inventoryConfigs({ file: flags.config, discover: flags.discover === true, verbose: flags.verbose, quiet: flags.quiet }) : null;
  for (const line of configs?.errors ?? []) process.stderr.write(`mcp-schema-sentinel: ${escapeForTerminal(line, { maxLength: 600 })}\n`);
  const store = await openHistory(flags, { readonly: flags.scan !== true });
  let records;
  let top: Severity | null;
  try {
    if (flags.scan) await refresh(store, configs?.targets ?? [], flags);
    const sessions = await sessionsOf(store, flags, configs?.sessions ?? null);
    const [{ loadLabels }, { buildInventory }, { lazyHeuristics }] = await Promise.all([
      import('../../inventory/labels-data.js'),
      import('../../inventory/inventory.js'),
      import('../../heuristics/lazy.js'),
    ]);
    const built = buildInventory(loadLabels(), sessions, reader(store), {
      ts: clock()().toISOString(),
      host: machineName(),
      sensorVersion: sensorVersion(),
      heuristicsVersion: lazyHeuristics().version,
    });
    records = built.records;
    top = built.top;
  } finally {
    store.close();
  }
  const format = outputFormat(flags);
  if (format === 'pretty') {
    const { renderInventory } = await import('../../report/inventory-pretty.js');
    printText(renderInventory(records, useColor(flags)));
  } else if (format === 'sarif') {
    const [{ inventorySarif }, { jsonText }] = await Promise.all([import('../../report/inventory-sarif.js'), import('../../report/jsonl.js')]);
    printText(jsonText(inventorySarif(records, { sensorVersion: sensorVersion(), baseDir: process.cwd() }), 2));
  } else {
    printJsonLines(records);
  }
  return top !== null && atOrAbove(top, failOn) ? 1 : 0;
}

/** The sessions to judge: each configuration (and project), the servers named, or every server of the history. */
async function sessionsOf(store: Store, flags: InventoryFlags, fromConfigs: Session[] | null): Promise<Session[]> {
  const { serverSessions } = await import('../../inventory/sessions.js');
  if (fromConfigs !== null) return fromConfigs;
  if (flags.server !== undefined) {
    const ids = flags.server.split(',').map((s) => s.trim()).filter(Boolean);
    if (ids.length === 0) throw new UsageError('--server needs at least one server id');
    const known = new Set(store.servers());
    for (const id of ids) if (!known.has(id)) throw new UsageError(`no server ${JSON.stringify(id)} in the history (scan it first, or inventory --scan with --config)`);
    return serverSessions(ids);
  }
  return serverSessions(store.servers());
}

/** What the inventory reads of the history: the latest stored manifest, the operator's trust and label reviews. */
export function reader(store: Store): InventoryReader {
  const trusts = store.trusts();
  const reviews = reviewsByServer(store.labelReviews());
  return {
    latest(id) {
      const latest = store.serverState(id).latest;
      if (latest === null) return null;
      const v = store.loadVersion(id, latest.version);
      return {
        version: latest.version, capturedAt: latest.capturedAt, serverName: v.serverName, serverVersion: v.serverVersion,
        tools: v.tools.map((t) => t.tool), hashes: v.tools.map((t) => t.hash),
      };
    },
    annotationsTrusted: (id) => trusts.get(id)?.annotations === true,
    reviews: (id) => reviews.get(id),
  };
}

/** `--scan`: the configurations' servers are scanned first (stored as any scan; read them with `events`). */
async function refresh(store: Store, targets: Target[], flags: InventoryFlags): Promise<void> {
  if (targets.length === 0) throw new UsageError('inventory --scan needs --config <file> or --discover (the servers to connect to)');
  const [{ scanTargets, DEFAULT_SCAN_OPTIONS }, { lazyHeuristics }, { loadConnector }] = await Promise.all([
    import('../../scan.js'),
    import('../../heuristics/lazy.js'),
    import('../connector.js'),
  ]);
  const result = await scanTargets(targets, DEFAULT_SCAN_OPTIONS, {
    store, heuristics: lazyHeuristics(), connector: await loadConnector(), now: clock(), newScanId, host: machineName(), sensorVersion: sensorVersion(),
  });
  const alerts = result.records.filter((r) => r.kind === 'alert').length;
  for (const r of result.records) if (r.kind === 'error') process.stderr.write(`mcp-schema-sentinel: ${escapeForTerminal(`${r.server}: ${r.error_code ?? 'error'}: ${r.reason ?? ''}`, { maxLength: 600 })}\n`);
  if (!flags.quiet) process.stderr.write(`mcp-schema-sentinel: scanned ${targets.length} server${targets.length === 1 ? '' : 's'}: ${alerts} alert${alerts === 1 ? '' : 's'} stored (mcp-schema-sentinel events)\n`);
}
