/**
 * The one place where typed findings and records become words for people (pretty, SARIF messages,
 * `heuristics test`). JSONL never goes through here: a SIEM gets the data, not these sentences.
 *
 * Sentences are driven by `finding.heuristic_id`, and each case reads the `detail` type that
 * heuristic's producer builds (src/findings.ts): a key renamed there is a compile error here, and a
 * new heuristic id is a compile error in `findingWords` until it has its case.
 * Output is plain text that may hold server text: callers escape it for their medium.
 */
import type { EvidenceFinding, EvidenceFindingOf, JsonValue, RecordType, SentinelRecord } from '../model.js';
import { truncate } from './escape.js';
import { topFinding } from './order.js';

/** What a finding is about, from the record that carries it. */
export interface FindingContext {
  tool?: string | null;
  type?: RecordType | null;
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

function paramAddedWords(f: EvidenceFindingOf<'H1'> | EvidenceFindingOf<'H2'>, risky: boolean): string {
  const { param, path } = f.detail;
  return `new parameter${risky ? ' with a risky name' : ''} ${code(param)} at ${path}`;
}

function endpointWords(f: EvidenceFindingOf<'H4'>): string {
  const d = f.detail;
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

function crossToolWords(f: EvidenceFindingOf<'H11'>): string {
  const d = f.detail;
  if ('duplicate_of' in d) {
    if (d.look_alike_of && d.look_alike_of.length > 0) {
      const of = d.look_alike_of.map((x) => `${code(x.tool)} of ${x.server}`).join(', ');
      return `tool name looks like ${of} (${d.shadow === 'variant' ? 'a variant of that name' : 'one edit away'})`;
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

/** One sentence for one finding, e.g. "annotation destructiveHint: true → false (toward more trust)". */
export function findingWords(f: EvidenceFinding, ctx: FindingContext = {}): string {
  switch (f.heuristic_id) {
    case 'H1':
      return paramAddedWords(f, false);
    case 'H2':
      return paramAddedWords(f, true);
    case 'H3':
      return `instruction pattern${inField(f)}${cueList(f)}`;
    case 'H4':
      return endpointWords(f);
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

/** The subject of a record in a sentence: "description of tool `read_file` changed". */
function recordSubject(r: SentinelRecord): string {
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
    case 'toxic_flow':
      return `new toxic flow through tool ${t}`;
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
  const words = top ? findingWords(top, { tool: r.tool, type: r.type }) : '';
  // "tool `x` added with a risky name" already says what the subject would.
  let line = words === '' ? subject : words.startsWith(subject) ? words : `${subject}: ${words}`;
  if (findings.length > 1) line += ` (+${findings.length - 1} more finding${findings.length > 2 ? 's' : ''})`;
  if (r.kind === 'declared') line += `; declared by announcement ${r.announcement_id ?? '(unknown)'}`;
  if (r.kind === 'ignored' && r.ignore) line += `; ignored at ${r.ignore.path} (${r.ignore.reason})`;
  return line;
}
