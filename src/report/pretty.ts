/**
 * `pretty`: the records for a person at a terminal, grouped by server then tool, severity coloured,
 * one finding per line, and a one-line summary at the end.
 *
 * Every string that came from a server goes through `shown()` (escape + bound) before chalk adds its
 * own escape codes, so the only escape sequences in the output are the ones chalk wrote.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import { SEVERITIES, type EvidenceFinding, type SentinelRecord, type Severity } from '../model.js';
import { escapeForTerminal } from './escape.js';
import { groupRecords, type ServerGroup } from './order.js';
import type { ScanSummary } from './types.js';
import { errorWords, findingWords, pendingWords, recordTitle } from './words.js';

export interface PrettyOptions {
  /** false: no ANSI codes at all (NO_COLOR, --no-color, not a TTY: the caller decides). */
  color: boolean;
  /** The summary line; omitted for commands that only list records (`events`). */
  summary?: ScanSummary;
}

/** Display bounds, in code points of escaped text. */
const MAX = { id: 120, meta: 160, words: 400, fragment: 300, reason: 300 } as const;

/** Server-provided text made safe and bounded for the terminal. */
function shown(s: string, max: number): string {
  return escapeForTerminal(s, { maxLength: max });
}

function painter(c: ChalkInstance): Record<Severity | 'ERROR' | 'DECLARED' | 'IGNORED', (s: string) => string> {
  return {
    CRITICAL: (s) => c.red.bold(s),
    HIGH: (s) => c.red(s),
    MEDIUM: (s) => c.yellow(s),
    LOW: (s) => c.cyan(s),
    INFO: (s) => c.dim(s),
    DECLARED: (s) => c.green(s),
    IGNORED: (s) => c.dim(s),
    ERROR: (s) => c.magenta.bold(s),
  };
}

const LABEL_WIDTH = 8;

class PrettyWriter {
  readonly lines: string[] = [];
  private readonly paint: ReturnType<typeof painter>;

  constructor(private readonly c: ChalkInstance) {
    this.paint = painter(c);
  }

  server(g: ServerGroup): void {
    const meta: string[] = [];
    const nameVersion = [g.serverName, g.serverVersion].filter((x): x is string => x !== null && x !== '').join(' ');
    if (nameVersion) meta.push(shown(nameVersion, MAX.meta));
    if (g.endpoint) meta.push(shown(g.endpoint, MAX.meta));
    const tail = meta.length > 0 ? '  ' + this.c.dim(meta.join(' · ')) : '';
    this.lines.push(this.c.bold(shown(g.server, MAX.id)) + tail);
    for (const t of g.tools) {
      let indent = '  ';
      if (t.tool !== null) {
        this.lines.push(`  ${this.c.bold(shown(t.tool, MAX.id))}`);
        indent = '    ';
      }
      for (const r of t.records) this.record(r, indent);
    }
  }

  private record(r: SentinelRecord, indent: string): void {
    if (r.kind === 'error') {
      const label = this.paint.ERROR('ERROR'.padEnd(LABEL_WIDTH));
      this.lines.push(`${indent}${label}  ${shown(errorWords(r), MAX.reason)}  ${this.c.dim(shown(r.alert_id, MAX.id))}`);
      return;
    }
    if (r.kind === 'pending') {
      const label = this.paint[r.severity]('PENDING'.padEnd(LABEL_WIDTH));
      this.lines.push(`${indent}${label}  ${shown(pendingWords(r), MAX.words)}  ${this.c.dim(shown(r.alert_id, MAX.id))}`);
      return;
    }
    const declared = r.kind === 'declared';
    const label = declared
      ? this.paint.DECLARED('DECLARED'.padEnd(LABEL_WIDTH))
      : r.kind === 'ignored'
        ? this.paint.IGNORED('IGNORED'.padEnd(LABEL_WIDTH))
        : this.paint[r.severity](r.severity.padEnd(LABEL_WIDTH));
    const parts = [recordTitle(r)];
    if (declared) parts.push(`announcement ${shown(r.announcement_id ?? '(unknown)', MAX.id)}`);
    else if (r.ignore) parts.push(`${shown(r.ignore.path, MAX.words)}: ${shown(r.ignore.reason, MAX.reason)}`);
    else parts.push(this.c.dim(`risk ${r.risk_score}`));
    this.lines.push(`${indent}${label}  ${parts.join('  ')}  ${this.c.dim(shown(r.alert_id, MAX.id))}`);
    const findings = r.evidence?.findings ?? [];
    const sub = indent + '  ';
    for (const f of findings) this.finding(f, r, sub);
    if (findings.every((f) => !f.fragment) && r.evidence?.fragment) this.fragment(r.evidence.fragment, sub + '    ');
    if (r.drift) {
      const d = r.drift;
      this.lines.push(this.c.dim(`${sub}drift ${shown(d.drift_id, MAX.id)} · version ${d.baseline_version} → ${d.current_version}`));
    }
  }

  private finding(f: EvidenceFinding, r: SentinelRecord, indent: string): void {
    const id = f.heuristic_id.padEnd(4);
    const sev = this.paint[f.severity](f.severity.padEnd(LABEL_WIDTH));
    const words = shown(findingWords(f, { tool: r.tool, type: r.type }), MAX.words);
    this.lines.push(`${indent}${id}${sev}  ${words}`);
    const detailIndent = indent + '    ';
    if (f.fragment) this.fragment(f.fragment, detailIndent);
    if (f.cues && f.cues.length > 0) {
      const cues = f.cues.map((q) => `${shown(q.id, MAX.id)} (+${q.weight})`).join(', ');
      this.lines.push(this.c.dim(`${detailIndent}cues: ${cues}`));
    }
  }

  private fragment(text: string, indent: string): void {
    this.lines.push(`${indent}${this.c.dim('fragment:')} "${shown(text, MAX.fragment)}"`);
  }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "3 servers scanned, 1 error · 2 alerts (1 CRITICAL, 1 HIGH) · 1 declared · exit 1" */
export function summaryLine(s: ScanSummary, c: ChalkInstance = new Chalk({ level: 0 })): string {
  const paint = painter(c);
  let scanned = `${plural(s.serversScanned, 'server')} scanned`;
  const how = [
    s.serversUnchanged > 0 ? `${s.serversUnchanged} unchanged` : '',
    s.newVersions > 0 ? plural(s.newVersions, 'new version') : '',
  ].filter((x) => x !== '');
  if (how.length > 0) scanned += ` (${how.join(', ')})`;
  if (s.serversFailed > 0) scanned += ', ' + paint.ERROR(plural(s.serversFailed, 'error'));
  const parts = [scanned];
  const bySeverity = [...SEVERITIES].reverse().filter((sev) => s.alertsBySeverity[sev] > 0);
  const alerts = bySeverity.reduce((n, sev) => n + s.alertsBySeverity[sev], 0);
  const counts = bySeverity.map((sev) => paint[sev](`${s.alertsBySeverity[sev]} ${sev}`)).join(', ');
  parts.push(plural(alerts, 'alert') + (alerts > 0 ? ` (${counts})` : ''));
  if (s.declared > 0) parts.push(paint.DECLARED(`${s.declared} declared`));
  if (s.ignored !== undefined && s.ignored > 0) parts.push(paint.IGNORED(`${s.ignored} ignored`));
  if (s.pending !== undefined && s.pending > 0) parts.push(`${s.pending} pending approval`);
  parts.push(`exit ${s.exitCode}`);
  return parts.join(' · ');
}

/** The whole pretty report: one block per server, then the summary line. Ends with a newline. */
export function renderPretty(records: readonly SentinelRecord[], opts: PrettyOptions): string {
  const c = new Chalk({ level: opts.color ? 1 : 0 });
  const w = new PrettyWriter(c);
  const groups = groupRecords(records);
  groups.forEach((g, i) => {
    if (i > 0) w.lines.push('');
    w.server(g);
  });
  if (opts.summary) {
    if (groups.length > 0) w.lines.push('');
    w.lines.push(summaryLine(opts.summary, c));
  }
  return w.lines.length > 0 ? w.lines.join('\n') + '\n' : '';
}
