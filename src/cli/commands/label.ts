import { openHistory, type GlobalFlags } from '../context.js';
import { UsageError } from '../errors.js';
import { required } from '../parse.js';
import { printJsonLines } from '../print.js';
import { LABELS } from '../../inventory/labels-data.js';
import { reviewNotes, reviewsByServer } from '../../inventory/reviews.js';
import type { LabelReviewRow, Store } from '../../history/types.js';

interface LabelFlags extends GlobalFlags {
  server?: string;
  tool?: string;
  add?: string;
  remove?: string;
  reset?: string;
  by?: string;
  note?: string;
  list?: boolean;
}

/**
 * A person's reading of one capability label of one tool, where the labeller is wrong: `--add` (the
 * tool has it), `--remove` (it has not), `--reset` (back to the labeller). Appended to the history
 * with who and when, bound to the tool's definition in the server's latest stored manifest: once the
 * tool changes, the reading no longer applies (inventory lists it as not current).
 */
export async function labelCommand(flags: LabelFlags): Promise<number> {
  if (flags.list) {
    const store = await openHistory(flags, { readonly: true });
    try {
      printJsonLines(listing(store, flags.server));
    } finally {
      store.close();
    }
    return 0;
  }
  const given = (['add', 'remove', 'reset'] as const).filter((v) => flags[v] !== undefined);
  if (given.length !== 1) throw new UsageError('label needs one of --add <label>, --remove <label> or --reset <label>');
  const verdict = given[0]!;
  const label = flags[verdict]!;
  if (!(LABELS as readonly string[]).includes(label)) throw new UsageError(`unknown label ${JSON.stringify(label)} (labels: ${LABELS.join(', ')})`);
  const server = required(flags.server, '--server <id>', 'label');
  const tool = required(flags.tool, '--tool <name>', 'label');
  const by = required(flags.by, '--by <who>', 'label');
  const store = await openHistory(flags);
  try {
    if (!store.servers().includes(server)) throw new UsageError(`no server ${JSON.stringify(server)} in the history (scan it first)`);
    const latest = store.serverState(server).latest;
    const entry = latest === null ? undefined : store.loadVersion(server, latest.version).tools.find((t) => t.name === tool);
    if (latest === null || entry === undefined) throw new UsageError(`no tool ${JSON.stringify(tool)} in the latest stored manifest of ${JSON.stringify(server)}`);
    const row = store.transaction(() => store.reviewLabel({ serverId: server, tool, toolHash: entry.hash, label, verdict, by, note: flags.note ?? null }, new Date().toISOString()));
    printJsonLines([{ ...line(row), manifest_version: latest.version }]);
  } finally {
    store.close();
  }
  return 0;
}

function line(r: Pick<LabelReviewRow, 'serverId' | 'tool' | 'label' | 'verdict' | 'by' | 'at' | 'note'>) {
  return { server: r.serverId, tool: r.tool, label: r.label, verdict: r.verdict, by: r.by, at: r.at, note: r.note };
}

/** The reviews in force, and whether each still reads the tool as the latest manifest defines it. */
function listing(store: Store, only: string | undefined) {
  const out = [];
  for (const [server, tools] of reviewsByServer(store.labelReviews())) {
    if (only !== undefined && server !== only) continue;
    const latest = store.serverState(server).latest;
    const hashes = new Map(latest === null ? [] : store.loadVersion(server, latest.version).tools.map((t) => [t.name, t.hash]));
    for (const [tool, labels] of tools) {
      for (const n of reviewNotes(labels, hashes.get(tool))) out.push({ ...line({ ...n, serverId: server, tool }), current: n.current });
    }
  }
  return out;
}
