import { Chalk } from 'chalk';
import { escapeForTerminal } from './escape.js';
import type { InventoryRecord, SessionRecord, ToolLabelsRecord, ToxicFlowRecord } from '../inventory/records.js';
import { padColumns } from './width.js';

/**
 * `inventory --format pretty`: per server, its tools and their labels; then the toxic flows with
 * their legs; then the fleet table (which client and project holds which flow). Server text is
 * escaped: names and fragments come from the servers.
 */

const SHORT: Record<string, string> = {
  'private-data': 'private',
  'untrusted-content': 'untrusted',
  egress: 'egress',
  destructive: 'destructive',
  'code-execution': 'exec',
};

export function renderInventory(records: readonly InventoryRecord[], color: boolean): string {
  const c = new Chalk({ level: color ? 1 : 0 });
  const e = (s: string, max = 80) => escapeForTerminal(s, { maxLength: max });
  const tools = records.filter((r): r is ToolLabelsRecord => r.kind === 'tool_labels');
  const flows = records.filter((r): r is ToxicFlowRecord => r.kind === 'toxic_flow');
  const sessions = records.filter((r): r is SessionRecord => r.kind === 'session');
  const lines: string[] = [];
  let server: string | null = null;
  for (const t of tools) {
    if (t.server !== server) {
      server = t.server;
      const trusted = t.annotations_trusted ? '  (annotations trusted)' : '';
      lines.push('', c.bold(`${e(t.server)}${t.server_version ? `  v${e(t.server_version, 40)}` : ''}  manifest version ${t.manifest_version}${trusted}`));
    }
    // A person's reading shows who read it; a rule shows its id.
    const readBy = (label: string) => t.reviews.find((r) => r.current && r.label === label)?.by ?? '';
    const labels = t.labels.map((l) => `${SHORT[l.label]}[${l.evidence.map((x) => (x.rule === 'review' ? `added by ${e(readBy(l.label), 40)}` : x.rule.replace(/^lbl\./, ''))).join(',')}]`);
    const removed = t.removed.map((r) => `-${SHORT[r.label]} (${r.field === 'review' ? `removed by ${e(readBy(r.label), 40)}` : r.field})`);
    const notes = t.notes.includes('no-latin-words') || (t.labels.length === 0 && t.notes.includes('no-description')) ? [c.dim(`(${t.notes.join(', ')})`)] : [];
    // A reading of an earlier definition is void: the tool changed after it was read.
    const stale = t.reviews.filter((r) => !r.current).map((r) => c.dim(`(void: ${r.verdict === 'add' ? '+' : '-'}${SHORT[r.label]} read by ${e(r.by, 40)} before the tool changed)`));
    lines.push(`  ${padColumns(e(t.tool, 48), 34)} ${[...labels, ...removed, ...notes, ...stale].join('  ') || c.dim('-')}`);
  }
  if (flows.length > 0) lines.push('');
  for (const f of flows) {
    const where = f.scope === 'server' ? `server ${e(f.session)}` : `${f.client ? `${e(f.client, 40)} ` : ''}${e(f.config ?? f.session, 120)}${f.project ? ` project ${e(f.project, 120)}` : ''}`;
    lines.push(`${c.bold(`[${f.severity}]`)} toxic flow ${f.flow} in ${where}`);
    for (const [label, legs] of Object.entries(f.legs)) {
      const shown = legs!.slice(0, 6).map((t) => `${e(t.server, 60)}: ${e(t.tool, 60)}`);
      lines.push(`    ${label.padEnd(18)} ${shown.join(', ')}${legs!.length > 6 ? `, +${legs!.length - 6} more` : ''}`);
    }
  }
  const fleet = sessions.filter((s) => s.scope === 'config');
  if (fleet.length > 0) {
    lines.push('', c.bold('fleet: client configuration / project → flows'));
    for (const s of fleet) {
      const what = s.flows.length === 0 ? c.dim('no toxic flow') : s.flows.map((f) => `${c.bold(`[${f.severity}]`)} ${f.flow}`).join('  ');
      const unscanned = s.unscanned.length > 0 ? c.dim(`  (${s.unscanned.length} never scanned: ${s.unscanned.slice(0, 3).map((x) => e(x, 40)).join(', ')})`) : '';
      lines.push(`  ${e(s.client ?? '-', 16).padEnd(16)} ${e(s.project ?? s.config ?? s.session, 70)}`);
      lines.push(`      ${s.servers.length} server${s.servers.length === 1 ? '' : 's'}; ${s.labels.map((l) => SHORT[l]).join(', ') || 'no labels'}; ${what}${unscanned}`);
    }
  }
  const top = flows.length === 0 ? 'no toxic flow' : `${flows.length} toxic flow${flows.length === 1 ? '' : 's'}`;
  lines.push('', `${new Set(tools.map((t) => t.server)).size} servers, ${tools.length} tools, ${top}`);
  return lines.join('\n').replace(/^\n/, '');
}
