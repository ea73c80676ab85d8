/**
 * The one place where typed findings and records become words for people (pretty, SARIF messages,
 * `heuristics test`). JSONL never goes through here: a SIEM gets the data, not these sentences.
 *
 * Sentences are driven by `finding.heuristic_id`, and each case reads the `detail` type that
 * heuristic's producer builds (src/findings.ts): a key renamed there is a compile error here, and a
 * new heuristic id is a compile error in `findingWords` until it has its case.
 * Output is plain text that may hold server text: callers escape it for their medium.
 */
import type { EvidenceFinding, EvidenceFindingOf, ItemKind, ItemRef, JsonValue, RecordType, SentinelRecord } from '../model.js';
import type { TapFinding } from '../findings.js';
import { truncate } from './escape.js';
import { topFinding } from './order.js';

/** What a finding is about, from the record that carries it. */
export interface FindingContext {
  tool?: string | null;
  type?: RecordType | null;
  /** Set when the record is about an item other than a tool. */
  item?: ItemRef;
}

/** "prompt", "resource", "resource template", "server instructions". */
export function itemKindWords(kind: ItemKind): string {
  return kind === 'instructions' ? 'server instructions' : kind.replace('_', ' ');
}

/** "prompt `summarize`", "resource `file:///x`", "server instructions". */
export function itemWords(item: ItemRef): string {
  return item.kind === 'instructions' ? 'server instructions' : `${itemKindWords(item.kind)} ${code(item.id)}`;
}

const VALUE_MAX = 80;

/** A JSON value as a reader expects it: strings quoted, booleans bare, an absent value named. */
export function formatValue(v: JsonValue | undefined): string {
  if (v === undefined) return 'absent';
  if (typeof v === 'string') return JSON.stringify(truncate(v, VALUE_MAX));
  return truncate(JSON.stringify(v), VALUE_MAX);
}

function code(name: string): string {
  return '`' + truncate(name, VALUE_MAX) + '`';
}

function cueList(f: EvidenceFinding, label: (id: string) => string = (id) => id): string {
  return f.cues && f.cues.length > 0 ? ': ' + f.cues.map((c) => label(c.id)).join(', ') : '';
}

function inField(f: EvidenceFinding): string {
  return f.field ? ` in ${f.field}` : '';
}

function paramAddedWords(f: EvidenceFindingOf<'H1'> | EvidenceFindingOf<'H2'>, risky: boolean, ctx: FindingContext = {}): string {
  const { param, path } = f.detail;
  if (ctx.item?.kind === 'prompt') return `new prompt argument ${code(param)}`;
  return `new parameter${risky ? ' with a risky name' : ''} ${code(param)} at ${path}`;
}

function endpointWords(f: EvidenceFindingOf<'H4'>, ctx: FindingContext = {}): string {
  const d = f.detail;
  if (ctx.item) return `${itemKindWords(ctx.item.kind)} moved to another host: ${d.before ?? '(none)'} → ${d.after}`;
  if (d.redirect_from !== undefined && d.redirect_to !== undefined) return `HTTP redirect to another origin: ${d.redirect_from} → ${d.redirect_to}`;
  return `endpoint changed with the same credentials: ${d.before === null ? `now ${d.after}` : `${d.before} → ${d.after}`}`;
}

/** An annotation that is not there is stored as null: say so. */
function annotationValue(v: JsonValue): string {
  return v === null ? 'absent' : formatValue(v);
}

function annotationWords(f: EvidenceFindingOf<'H7'>): string {
  const d = f.detail;
  return `annotation ${d.key}: ${annotationValue(d.before)} → ${annotationValue(d.after)}` + (d.towardTrust ? ' (toward more trust)' : '');
}

const LABEL_VERBS: Record<EvidenceFindingOf<'H17'>['detail']['label'], string> = {
  destructive: 'deletes or overwrites',
  'code-execution': 'runs code',
  egress: 'sends data out',
};

/** "annotation readOnlyHint: true, but its name says it deletes or overwrites (`delete_file`)". */
function hintContradictionWords(f: EvidenceFindingOf<'H17'>): string {
  const d = f.detail;
  const where = d.read_at === 'name' ? 'its name' : 'its description';
  const own = d.self_described ? ' (the description calls it read-only too)' : '';
  return `annotation ${d.hint}: ${String(d.value)}, but ${where} says it ${LABEL_VERBS[d.label]}: ${formatValue(d.fragment)}${own}`;
}

function crossToolWords(f: EvidenceFindingOf<'H11'>): string {
  const d = f.detail;
  if ('duplicate_of' in d) {
    if (d.look_alike_of && d.look_alike_of.length > 0) {
      const of = d.look_alike_of.map((x) => `${code(x.tool)} of ${x.server}`).join(', ');
      const how = d.shadow === 'variant' ? 'a variant of that name' : d.shadow === 'named' ? 'a near name, and its text names that tool' : 'one edit away';
      return `tool name looks like ${of} (${how})`;
    }
    if (d.shadow === 'supersede') return `tool name also exposed by ${d.duplicate_of.join(', ')}, and its text claims to replace that tool`;
    return `tool name also exposed, with another definition, by ${d.duplicate_of.join(', ')}`;
  }
  return `cross-tool reference${inField(f)}` + cueList(f);
}

function schemaWords(f: EvidenceFindingOf<'H12'>): string {
  const d = f.detail;
  if (d.reason === 'param-removed') return `parameter ${code(d.param)} removed at ${d.path}` + (d.required ? ' (it was required)' : '');
  const move = `${formatValue(d.before)} → ${formatValue(d.after)}`;
  if (d.reason === 'default-changed') return `default changed at ${d.path}: ${move}`;
  return `schema weakened at ${d.path}: ${d.keyword} ${move}`;
}

function toolSetWords(f: EvidenceFindingOf<'H13'>, ctx: FindingContext): string {
  const d = f.detail;
  if ('item_kind' in d) return `${itemWords({ kind: d.item_kind, id: d.item })} ${d.change}`;
  const risky = 'risky' in d && d.risky ? ' with a risky name' : '';
  if ('renamedFrom' in d) return `tool renamed ${code(d.renamedFrom)} → ${code(d.renamedTo)}${risky}`;
  const subject = `tool ${code(ctx.tool ?? d.tool)}`;
  return 'risky' in d ? `${subject} added${risky}` : `${subject} removed`;
}

/**
 * The fragment already shows the added words (the removed ones when nothing was added), so the
 * sentence names the place and quotes only what the fragment leaves out.
 */
function definitionWords(f: EvidenceFindingOf<'H15'>): string {
  const d = f.detail;
  const where = d.fields.length > 0 ? ` at ${d.fields[0]}` : '';
  const more = d.field_count > 1 ? ` (+${d.field_count - 1} more field${d.field_count > 2 ? 's' : ''})` : '';
  const subject = `${d.what === 'schema' ? 'schema' : 'text'} changed${where}${more}`;
  if (d.added.length > 0 && d.removed.length > 0) return `${subject}: words added, and removed ${formatValue(d.removed.join(' … '))}`;
  if (d.added.length > 0) return `${subject}: words added`;
  if (d.removed.length > 0) return `${subject}: words removed`;
  return subject;
}

function itemNames(list: Array<{ kind: string; name: string }>, count: number): string {
  const shown = list.map((i) => `${i.kind} ${code(i.name)}`).join(', ');
  return count > list.length ? `${shown} (+${count - list.length} more)` : shown;
}

/** "under cursor (cursor-vscode), not under sensor: tool `x` only here; tool `y` missing". */
function profileSplitWords(f: EvidenceFindingOf<'H16'>): string {
  const d = f.detail;
  const parts: string[] = [];
  if (d.counts.only_here > 0) parts.push(`listed only here: ${itemNames(d.only_here, d.counts.only_here)}`);
  if (d.counts.missing_here > 0) parts.push(`missing here: ${itemNames(d.missing_here, d.counts.missing_here)}`);
  if (d.counts.different > 0) parts.push(`different here: ${itemNames(d.different, d.counts.different)}`);
  const caps =
    d.cause === 'capabilities' ? ' (its declared capabilities explain it: the same client name declaring them is shown the same)'
      : d.cause === 'client_name' ? ' (the client name decides it, not the declared capabilities)'
        : d.cause === 'both' ? ' (both the client name and the declared capabilities move it)'
          : ' (the profiles declare different capabilities; no control scan could tell which decides)';
  return `under profile ${d.profile} (${formatValue(d.client_name)}) the server lists other items than under ${d.compared_with}: ${parts.join('; ')}${caps}`;
}

/** One sentence for one finding, e.g. "annotation destructiveHint: true → false (toward more trust)". */
export function findingWords(f: EvidenceFinding, ctx: FindingContext = {}): string {
  switch (f.heuristic_id) {
    case 'H1':
      return paramAddedWords(f, false, ctx);
    case 'H2':
      return paramAddedWords(f, true, ctx);
    case 'H3':
      return `instruction pattern${inField(f)}${cueList(f)}`;
    case 'H4':
      return endpointWords(f, ctx);
    case 'H5':
      return f.detail.version !== null
        ? `tool changed while the server version stayed ${f.detail.version}`
        : 'tool changed while the server reports no version';
    case 'H6':
      return `server version ${formatValue(f.detail.before)} → ${formatValue(f.detail.after)} with no tool change`;
    case 'H7':
      return annotationWords(f);
    case 'H8':
      return `look-alike Cyrillic letters between Latin letters${inField(f)}` + cueList(f, (id) => id.replace(/^homoglyph\./, ''));
    case 'H9':
      return `invisible or control characters${inField(f)}${cueList(f)}`;
    case 'H10':
      return `points at secrets or credentials${inField(f)}${cueList(f)}`;
    case 'H11':
      return crossToolWords(f);
    case 'H12':
      return schemaWords(f);
    case 'H13':
      return toolSetWords(f, ctx);
    case 'H14':
      return `hidden markup or padding${inField(f)}${cueList(f)}`;
    case 'H15':
      return definitionWords(f);
    case 'H16':
      return profileSplitWords(f);
    case 'H17':
      return hintContradictionWords(f);
    default: {
      // Every id has its case above (a new one fails to compile here); a record from a newer
      // sensor read back from history may still name one this build does not know.
      const unknown: never = f;
      return fallbackWords(unknown);
    }
  }
}

function fallbackWords(f: EvidenceFinding): string {
  return `${f.heuristic}${f.field ? ` at ${f.field}` : ''}${cueList(f)}`;
}

const TYPE_TITLES: Record<RecordType, string> = {
  tool_added: 'tool added',
  tool_removed: 'tool removed',
  schema_change: 'schema changed',
  description_change: 'description changed',
  annotation_change: 'annotations changed',
  server_change: 'server changed',
  first_contact: 'first contact',
  malformed_tool: 'malformed tool',
  prompt_added: 'prompt added',
  prompt_removed: 'prompt removed',
  prompt_change: 'prompt changed',
  resource_added: 'resource added',
  resource_removed: 'resource removed',
  resource_change: 'resource changed',
  resource_template_added: 'resource template added',
  resource_template_removed: 'resource template removed',
  resource_template_change: 'resource template changed',
  instructions_added: 'server instructions added',
  instructions_removed: 'server instructions removed',
  instructions_change: 'server instructions changed',
  malformed_item: 'malformed item',
  profile_split: 'lists differ by client profile',
  hint_contradiction: 'hint contradicts what the tool does',
  unlocked_server: 'server not in the lock',
  locked_server_missing: 'locked server not scanned',
  split_view: 'split view',
  session_drift: 'list changed within a session',
  unknown_tool_call: 'call of a tool the baseline lacks',
  excessive_agency: 'excessive agency',
  toxic_flow: 'new toxic flow',
};

const ERROR_TITLES: Record<string, string> = {
  not_found: 'server not found',
  timeout: 'timed out',
  crashed: 'server crashed',
  protocol_error: 'protocol error',
  oversize: 'manifest too large',
  config: 'configuration error',
  redirect: 'redirect refused',
  auth: 'authentication failed',
  database: 'history database error',
  list_failed: 'list failed',
};

/** "timed out", "server not found" …; an unknown code is shown as it is. */
export function errorTitle(errorCode: string | undefined): string {
  if (errorCode === undefined) return 'could not be scanned';
  return Object.prototype.hasOwnProperty.call(ERROR_TITLES, errorCode) ? ERROR_TITLES[errorCode]! : errorCode;
}

/** A short title for a record, without its tool: "description changed", "timed out". */
export function recordTitle(r: Pick<SentinelRecord, 'kind' | 'type' | 'error_code'>): string {
  if (r.kind === 'error') return errorTitle(r.error_code);
  if (r.kind === 'pending') return 'still waiting for approval';
  return r.type ? TYPE_TITLES[r.type] : 'change';
}

/** The heading of a record about an item other than a tool: "prompt `summarize` changed", "first contact, server instructions". */
export function itemRecordTitle(r: SentinelRecord): string | null {
  return r.item ? recordSubject(r) : null;
}

/** The subject of a record in a sentence: "description of tool `read_file` changed". */
function recordSubject(r: SentinelRecord): string {
  if (r.item) {
    const subject = itemWords(r.item);
    if (r.type === 'first_contact') return `first contact, ${subject}`;
    if (r.type === 'malformed_item') return `malformed ${subject}`;
    const title = r.type ? TYPE_TITLES[r.type] : 'changed';
    return `${subject} ${title.slice(title.lastIndexOf(' ') + 1)}`;
  }
  const t = r.tool === null ? null : code(r.tool);
  if (r.type === null || t === null) return recordTitle(r);
  switch (r.type) {
    case 'tool_added':
      return `tool ${t} added`;
    case 'tool_removed':
      return `tool ${t} removed`;
    case 'schema_change':
      return `schema of tool ${t} changed`;
    case 'description_change':
      return `description of tool ${t} changed`;
    case 'annotation_change':
      return `annotations of tool ${t} changed`;
    case 'server_change':
      return `server changed (tool ${t})`;
    case 'first_contact':
      return `first contact, tool ${t}`;
    case 'malformed_tool':
      return `malformed tool ${t}`;
    case 'profile_split':
      return `lists differ by client profile (tool ${t})`;
    case 'hint_contradiction':
      return `hint annotations of tool ${t} contradict what it does`;
    case 'unknown_tool_call':
      return `the agent called tool ${t}, which the approved baseline does not have`;
    case 'toxic_flow':
      return `new toxic flow through tool ${t}`;
    case 'unlocked_server':
    case 'locked_server_missing':
    case 'split_view':
    case 'session_drift':
    case 'excessive_agency':
    default:
      return recordTitle(r);
  }
}

/** The words for what the tap judged from a session (the detail a record's evidence.tap carries). */
export function tapWords(f: TapFinding): string {
  const list = (xs: string[]) => (xs.length === 0 ? 'none' : xs.slice(0, 5).map(code).join(', ') + (xs.length > 5 ? ` (+${xs.length - 5})` : ''));
  switch (f.type) {
    case 'split_view':
      return `the agent received a tool list the sensor's scans do not see (baseline version ${f.detail.baseline_version}): only the agent saw ${list(f.detail.only_agent)}; changed ${list(f.detail.changed)}`;
    case 'session_drift':
      return `the tool list changed within session ${f.detail.session}${f.detail.announced ? ' after a list_changed notice' : ' without notice'}: added ${list(f.detail.added)}, removed ${list(f.detail.removed)}, changed ${list(f.detail.changed)}`;
    case 'unknown_tool_call':
      return `the agent called tool ${code(f.tool)} ${f.detail.calls} time${f.detail.calls === 1 ? '' : 's'}; the approved baseline has no such tool`;
    case 'excessive_agency':
      return f.detail.threshold === 'chain'
        ? `${f.detail.value} tool calls in a row with no checkpoint (limit ${f.detail.limit}); agency score ${f.detail.score} (wire-only signal, nothing was blocked)`
        : `${f.detail.tools_called} of ${f.detail.tools_listed} listed tools called (breadth ${f.detail.value}, limit ${f.detail.limit}); agency score ${f.detail.score} (wire-only signal, nothing was blocked)`;
  }
}

const TAP_TYPES: readonly string[] = ['split_view', 'session_drift', 'unknown_tool_call', 'excessive_agency'] satisfies TapFinding['type'][];

/** The tap's words for a record ingest wrote (its judgement's detail is evidence.tap), or null for any other record. */
export function recordTapWords(r: Pick<SentinelRecord, 'type' | 'tool' | 'evidence'>): string | null {
  const detail = r.evidence?.tap;
  if (r.type === null || !TAP_TYPES.includes(r.type) || detail === undefined || detail === null || typeof detail !== 'object') return null;
  // The detail was written by tapRecords from a TapFinding of this type; a history edited by hand
  // may lack keys, and the words then say "undefined" rather than fail.
  try {
    return tapWords({ type: r.type, tool: r.tool, detail, severity: 'LOW', findings: [] } as unknown as TapFinding);
  } catch {
    return null;
  }
}

/** The words for an error record: "timed out: no answer within 30000 ms". */
export function errorWords(r: Pick<SentinelRecord, 'error_code' | 'reason'>): string {
  const title = errorTitle(r.error_code);
  return r.reason ? `${title}: ${r.reason}` : title;
}

/** "2d 3h", "45m", "10s": an age at the precision a person reads it. */
export function ageWords(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return h > 0 ? `${d}d ${h}h` : `${d}d`;
  if (h > 0) return m > 0 ? `${h}h ${m}m` : `${h}h`;
  return m > 0 ? `${m}m` : `${seconds}s`;
}

/** The words for a pending reminder: "drift dr-… (version 3) waiting for approval for 2d 3h, reported HIGH; approve version 3". */
export function pendingWords(r: Pick<SentinelRecord, 'pending'>): string {
  const p = r.pending;
  if (p === undefined) return 'still waiting for approval';
  return `drift ${p.drift_id} (version ${p.version}) waiting for approval for ${ageWords(p.age_seconds)}, reported ${p.severity}; ${p.needs} version ${p.version}`;
}

/**
 * One line for a whole record (SARIF message, notifications):
 * "description of tool `read_file` changed: instruction pattern in description: override-es (+1 more finding)".
 * Declared records end with "; declared by announcement an-…".
 */
export function recordHeadline(r: SentinelRecord): string {
  if (r.kind === 'error') return errorWords(r);
  if (r.kind === 'pending') return pendingWords(r);
  const findings = r.evidence?.findings ?? [];
  const subject = recordSubject(r);
  const top = topFinding(findings);
  const words = top ? findingWords(top, { tool: r.tool, type: r.type, ...(r.item ? { item: r.item } : {}) }) : '';
  // "tool `x` added with a risky name" already says what the subject would.
  let line = words === '' ? subject : words.startsWith(subject) ? words : `${subject}: ${words}`;
  if (findings.length > 1) line += ` (+${findings.length - 1} more finding${findings.length > 2 ? 's' : ''})`;
  if (r.kind === 'declared') line += `; declared by announcement ${r.announcement_id ?? '(unknown)'}`;
  if (r.kind === 'ignored' && r.ignore) line += `; ignored at ${r.ignore.path} (${r.ignore.reason})`;
  return line;
}
