import { openHistory, outputFormat, type GlobalFlags } from '../context.js';
import { escapeForTerminal } from '../../report/escape.js';
import { required } from '../parse.js';
import { printJsonLines, printText } from '../print.js';
import { ignoredListing } from '../ignored-history.js';
import type { IgnoredListing } from '../../diff/segments.js';

/** The key only where something was ignored: other versions print as they always did. */
function withIgnored(list: IgnoredListing[]): { ignored?: IgnoredListing[] } {
  return list.length > 0 ? { ignored: list } : {};
}

/** One JSON line per manifest version of a server (snake_case, as the records). */
export async function historyCommand(flags: GlobalFlags & { server?: string }): Promise<number> {
  const server = required(flags.server, '--server <id>', 'history');
  const store = await openHistory(flags, { readonly: true });
  try {
    // Ignored differences are listed with the version they arrived in, with the entries' reasons.
    const ignored = store.events({ server, kind: 'ignored' });
    const items = store.itemCounts?.(server) ?? new Map<number, Record<string, number>>();
    const rows = store.versions(server).map((v) => ({
        server: v.serverId,
        // Every stored version, approved or not: which ones are approved says approved_at.
        version: v.version,
        manifest_hash: v.manifestHash,
        captured_at: v.capturedAt,
        last_seen_at: v.lastSeenAt,
        approved_at: v.approvedAt,
        approved_by: v.approvedBy,
        server_name: v.serverName,
        server_version: v.serverVersion,
        tool_count: v.toolCount,
        // Prompts, resources, templates and instructions, by kind; absent where there are none.
        ...(items.has(v.version) ? { item_counts: items.get(v.version)! } : {}),
        ...withIgnored(ignoredListing(ignored.filter((r) => r.drift?.current_version === v.version))),
      }));
    if (outputFormat(flags) === 'pretty') printText(renderHistory(server, rows));
    else printJsonLines(rows);
  } finally {
    store.close();
  }
  return 0;
}

/** One line per version for a terminal: what it is, when it was seen, whether and by whom it was approved. */
function renderHistory(server: string, rows: Array<{ version: number; manifest_hash: string; captured_at: string; last_seen_at: string; approved_at: string | null; approved_by: string | null; server_version: string | null; tool_count: number; item_counts?: Record<string, number>; ignored?: IgnoredListing[] }>): string {
  const e = (s: string) => escapeForTerminal(s, { maxLength: 80 });
  if (rows.length === 0) return `no history for server ${e(server)}`;
  const lines = [`${e(server)}: ${rows.length} manifest version${rows.length === 1 ? '' : 's'}`];
  for (const r of rows) {
    const approved = r.approved_at ? `approved by ${e(r.approved_by ?? '?')} at ${r.approved_at}` : 'not approved';
    lines.push(`  version ${r.version}  ${r.server_version ? `server ${e(r.server_version)}  ` : ''}${r.tool_count} tool${r.tool_count === 1 ? '' : 's'}${itemsText(r.item_counts)}  first seen ${r.captured_at}, last ${r.last_seen_at}  ${approved}`);
    lines.push(`    ${r.manifest_hash}${r.ignored ? `  (${r.ignored.length} ignored difference${r.ignored.length === 1 ? '' : 's'})` : ''}`);
  }
  return lines.join('\n');
}

/** ", 4 prompts, 7 resources, 2 resource templates, instructions" */
function itemsText(counts: Record<string, number> | undefined): string {
  if (!counts) return '';
  const parts: string[] = [];
  for (const [kind, noun] of [['prompt', 'prompt'], ['resource', 'resource'], ['resource_template', 'resource template']] as const) {
    const n = counts[kind];
    if (n) parts.push(`${n} ${noun}${n === 1 ? '' : 's'}`);
  }
  if (counts.instructions) parts.push('instructions');
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}
