/**
 * `pretty`: the records for a person at a terminal, grouped by server then tool, one finding per line,
 * and a one-line summary at the end.
 *
 * Severities read without colour: every label is bracketed (`[HIGH]`) and CRITICAL also carries `!!`;
 * colour is an extra. Several heuristics often read the same text (H3, H10 and H14 on one description):
 * their fragment and cues are printed once, after the findings that share them. Lines longer than the
 * terminal wrap onto continuation lines indented under the line's own text.
 *
 * Every string that came from a server goes through `shown()` (escape + bound) before chalk adds its
 * own escape codes, so the only escape sequences in the output are the ones chalk wrote.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import { SEVERITIES, type EvidenceFinding, type SentinelRecord, type Severity } from '../model.js';
import { escapeForTerminal } from './escape.js';
import { groupRecords, type ServerGroup } from './order.js';
import type { ScanSummary } from './types.js';
import { errorWords, findingWords, itemRecordTitle, pendingWords, recordTapWords, recordTitle } from './words.js';

export interface PrettyOptions {
  /** false: no ANSI codes at all (NO_COLOR, --no-color, not a TTY: the caller decides). */
  color: boolean;
  /** The summary line; omitted for commands that only list records (`events`). */
  summary?: ScanSummary;
  /** Terminal width in columns that lines wrap at; 80 when not given (a pipe, a file, a test). */
  width?: number;
}

const DEFAULT_WIDTH = 80;
/** Below this, wrapping would leave too little room for text: wrap as if the terminal were this wide. */
const MIN_WIDTH = 40;
/** Continuation lines keep at least this many columns for text, however deep their indentation. */
const MIN_TEXT = 30;

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

type Label = Severity | 'ERROR' | 'DECLARED' | 'IGNORED' | 'PENDING';

/** `[CRITICAL]!!`, `[HIGH]`: told apart by their words and marks, not by colour. */
function labelText(l: Label): string {
  return `[${l}]${l === 'CRITICAL' ? '!!' : ''}`;
}

/** Wide enough for the longest label, `[CRITICAL]!!`. */
const LABEL_WIDTH = 12;

/** Chalk's colour codes: zero columns wide. Server text never holds a raw ESC (it is escaped first). */
const SGR = /\x1b\[[0-9;]*m/y;

/** A line cut into units: an SGR code (0 columns) or one code point (1 column). */
function units(line: string): { text: string; cols: number }[] {
  const out: { text: string; cols: number }[] = [];
  let i = 0;
  while (i < line.length) {
    SGR.lastIndex = i;
    const m = SGR.exec(line);
    if (m) {
      out.push({ text: m[0], cols: 0 });
      i += m[0].length;
      continue;
    }
    const cp = String.fromCodePoint(line.codePointAt(i)!);
    out.push({ text: cp, cols: 1 });
    i += cp.length;
  }
  return out;
}

/**
 * Wraps one line at `width` columns, breaking at spaces (inside a word only when it is longer than
 * the room left); continuation lines start with `hang`. Colour codes count for nothing, so the
 * coloured and the plain rendering break at the same places.
 */
export function wrapLine(line: string, width: number, hang: string): string[] {
  const u = units(line);
  if (u.reduce((n, x) => n + x.cols, 0) <= width) return [line];
  const lines: string[] = [];
  let cur = '';
  let cols = 0;
  let lead = true; // still in the line's own indentation or just after a break
  let i = 0;
  const startContinuation = (): void => {
    lines.push(cur.replace(/ +((?:\x1b\[[0-9;]*m)*)$/, '$1'));
    cur = hang;
    cols = hang.length;
    lead = true;
  };
  while (i < u.length) {
    const x = u[i]!;
    if (x.text === ' ') {
      if (!(lead && lines.length > 0)) {
        cur += ' ';
        cols += 1;
      }
      i++;
      continue;
    }
    if (x.cols === 0) {
      cur += x.text;
      i++;
      continue;
    }
    // A word: the units up to the next space.
    let j = i;
    let wcols = 0;
    while (j < u.length && u[j]!.text !== ' ') wcols += u[j++]!.cols;
    if (cols + wcols > width && !lead) {
      startContinuation();
      continue;
    }
    for (; i < j; i++) {
      const y = u[i]!;
      if (y.cols > 0 && cols + y.cols > width && cols > hang.length) startContinuation();
      cur += y.text;
      cols += y.cols;
    }
    lead = false;
  }
  lines.push(cur);
  return lines;
}

/** Joins parts with `sep`, breaking lines only between parts (a summary never splits "exit 1"). */
function wrapParts(parts: readonly string[], sep: string, width: number, hang: string): string[] {
  const cols = (t: string): number => units(t).reduce((n, x) => n + x.cols, 0);
  const lines: string[] = [];
  let cur = '';
  for (const p of parts) {
    if (cur === '') cur = p;
    else if (cols(cur + sep + p) <= width) cur += sep + p;
    else {
      lines.push(cur + sep.trimEnd());
      cur = hang + p;
    }
  }
  if (cur !== '') lines.push(cur);
  return lines;
}

/** The findings of one record, those that quote the same fragment together (first-seen order). */
function shareText(findings: readonly EvidenceFinding[]): EvidenceFinding[][] {
  const groups = new Map<string, EvidenceFinding[]>();
  const out: EvidenceFinding[][] = [];
  for (const f of findings) {
    if (!f.fragment) {
      out.push([f]);
      continue;
    }
    const key = f.fragment;
    const g = groups.get(key);
    if (g) g.push(f);
    else {
      const fresh = [f];
      groups.set(key, fresh);
      out.push(fresh);
    }
  }
  return out;
}

class PrettyWriter {
  readonly lines: string[] = [];
  private readonly paint: ReturnType<typeof painter>;

  constructor(
    private readonly c: ChalkInstance,
    readonly width: number,
  ) {
    this.paint = painter(c);
  }

  /** Pushes a line, wrapped; continuation lines start at column `hang` (kept clear of the right edge). */
  push(line: string, hang: number): void {
    const col = Math.max(0, Math.min(hang, this.width - MIN_TEXT));
    this.lines.push(...wrapLine(line, this.width, ' '.repeat(col)));
  }

  private label(l: Label): string {
    const paint = l === 'PENDING' ? (s: string) => s : this.paint[l];
    return paint(labelText(l).padEnd(LABEL_WIDTH));
  }

  server(g: ServerGroup): void {
    const meta: string[] = [];
    const nameVersion = [g.serverName, g.serverVersion].filter((x): x is string => x !== null && x !== '').join(' ');
    if (nameVersion) meta.push(shown(nameVersion, MAX.meta));
    if (g.endpoint) meta.push(shown(g.endpoint, MAX.meta));
    const tail = meta.length > 0 ? '  ' + this.c.dim(meta.join(' · ')) : '';
    this.push(this.c.bold(shown(g.server, MAX.id)) + tail, 4);
    for (const t of g.tools) {
      let indent = '  ';
      if (t.tool !== null) {
        this.push(`  ${this.c.bold(shown(t.tool, MAX.id))}`, 6);
        indent = '    ';
      }
      for (const r of t.records) this.record(r, indent);
    }
  }

  private record(r: SentinelRecord, indent: string): void {
    // Continuation lines of a record's heading start under its text, after the label.
    const hang = indent.length + LABEL_WIDTH + 2;
    if (r.kind === 'error') {
      this.push(`${indent}${this.label('ERROR')}  ${shown(errorWords(r), MAX.reason)}  ${this.c.dim(shown(r.alert_id, MAX.id))}`, hang);
      return;
    }
    if (r.kind === 'pending') {
      const label = this.paint[r.severity](labelText('PENDING').padEnd(LABEL_WIDTH));
      this.push(`${indent}${label}  ${shown(pendingWords(r), MAX.words)}  ${this.c.dim(shown(r.alert_id, MAX.id))}`, hang);
      return;
    }
    const declared = r.kind === 'declared';
    const label = this.label(declared ? 'DECLARED' : r.kind === 'ignored' ? 'IGNORED' : r.severity);
    const parts = [shown(itemRecordTitle(r) ?? recordTitle(r), MAX.words)];
    if (declared) parts.push(`announcement ${shown(r.announcement_id ?? '(unknown)', MAX.id)}`);
    else if (r.ignore) parts.push(`${shown(r.ignore.path, MAX.words)}: ${shown(r.ignore.reason, MAX.reason)}`);
    else parts.push(this.c.dim(`risk ${r.risk_score}`));
    this.push(`${indent}${label}  ${parts.join('  ')}  ${this.c.dim(shown(r.alert_id, MAX.id))}`, hang);
    const findings = r.evidence?.findings ?? [];
    const sub = indent + '  ';
    const tap = recordTapWords(r);
    if (tap !== null) this.push(`${sub}${shown(tap, MAX.words)}`, sub.length);
    for (const shared of shareText(findings)) {
      for (const f of shared) this.finding(f, r, sub);
      const first = shared[0]!;
      const detailIndent = sub + '    ';
      if (first.fragment) this.fragment(first.fragment, detailIndent, shared.length > 1 ? shared.map((f) => f.heuristic_id) : []);
      const cueText = (f: EvidenceFinding): string => (f.cues ?? []).map((q) => `${shown(q.id, MAX.id)} (+${q.weight})`).join(', ');
      const same = shared.every((f) => cueText(f) === cueText(first));
      for (const f of same ? [first] : shared) {
        if (!f.cues || f.cues.length === 0) continue;
        const head = same ? 'cues:' : `cues ${f.heuristic_id}:`;
        this.push(this.c.dim(`${detailIndent}${head} ${cueText(f)}`), detailIndent.length + head.length + 1);
      }
    }
    if (findings.every((f) => !f.fragment) && r.evidence?.fragment) this.fragment(r.evidence.fragment, sub + '    ', []);
    if (r.drift) {
      const d = r.drift;
      this.push(this.c.dim(`${sub}drift ${shown(d.drift_id, MAX.id)} · version ${d.baseline_version} → ${d.current_version}`), sub.length + 6);
    }
  }

  private finding(f: EvidenceFinding, r: SentinelRecord, indent: string): void {
    const id = f.heuristic_id.padEnd(4);
    let text = findingWords(f, { tool: r.tool, type: r.type, ...(r.item ? { item: r.item } : {}) });
    // The cue ids the words end with are listed again, with weights, on the cues line below.
    const ids = `: ${(f.cues ?? []).map((q) => q.id).join(', ')}`;
    if (f.fragment && f.cues && f.cues.length > 0 && text.endsWith(ids)) text = text.slice(0, -ids.length);
    const words = shown(text, MAX.words);
    this.push(`${indent}${id}${this.label(f.severity)}  ${words}`, indent.length + 4 + LABEL_WIDTH + 2);
  }

  /** The quoted text; `readBy` names the heuristics that share it when there is more than one. */
  private fragment(text: string, indent: string, readBy: readonly string[]): void {
    const by = readBy.length > 0 ? `  ${this.c.dim(`(read by ${readBy.join(', ')})`)}` : '';
    this.push(`${indent}${this.c.dim('fragment:')} "${shown(text, MAX.fragment)}"${by}`, indent.length + 11);
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
  const w = new PrettyWriter(c, Math.max(MIN_WIDTH, opts.width ?? DEFAULT_WIDTH));
  const groups = groupRecords(records);
  groups.forEach((g, i) => {
    if (i > 0) w.lines.push('');
    w.server(g);
  });
  if (opts.summary) {
    if (groups.length > 0) w.lines.push('');
    w.lines.push(...wrapParts(summaryLine(opts.summary, c).split(' · '), ' · ', w.width, '  '));
  }
  return w.lines.length > 0 ? w.lines.join('\n') + '\n' : '';
}
