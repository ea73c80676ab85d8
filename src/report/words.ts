/**
 * The one place where typed findings and records become words for people (pretty, SARIF messages).
 * JSONL never goes through here: a SIEM gets the data, not these sentences.
 *
 * Sentences are driven by `finding.heuristic_id` and its `detail`, `field` and `cues`. The detail
 * keys read here (all optional; a missing key falls back to `field`, then to the slug):
 *   H1/H2  param | name, path, pattern (H2: the risky-name pattern that matched)
 *   H4     from | before, to | after, redirect (true for a cross-origin redirect)
 *   H5     server_version | version
 *   H6     before, after (server versions)
 *   H7     key, before, after, toward_trust | towardTrust
 *   H8/H9  chars | codepoints (strings such as "U+0430", or one string)
 *   H11    other_tool | referenced_tool | tool, servers (other servers exposing the same name)
 *   H12    path, keyword, before, after
 *   H13    change ('added' | 'removed' | 'renamed'), from, to, risky
 *   H14    factor | growth (a description that grew)
 * Output is plain text that may hold server text: callers escape it for their medium.
 */
import type { EvidenceFinding, JsonObject, JsonValue, RecordType, SentinelRecord } from '../model.js';
import { truncate } from './escape.js';
import { topFinding } from './order.js';

/** What a finding is about, from the record that carries it. */
export interface FindingContext {
  tool?: string | null;
  type?: RecordType | null;
}

const VALUE_MAX = 80;

function has(d: JsonObject | undefined, key: string): boolean {
  return d !== undefined && Object.prototype.hasOwnProperty.call(d, key);
}

/** The first of `keys` present in the detail (null counts as present: it is a value). */
function pick(d: JsonObject | undefined, ...keys: string[]): JsonValue | undefined {
  for (const k of keys) if (has(d, k)) return d![k];
  return undefined;
}

function pickString(d: JsonObject | undefined, ...keys: string[]): string | undefined {
  const v = pick(d, ...keys);
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** A JSON value as a reader expects it: strings quoted, booleans bare, an absent value named. */
export function formatValue(v: JsonValue | undefined): string {
  if (v === undefined) return 'absent';
  if (typeof v === 'string') return JSON.stringify(truncate(v, VALUE_MAX));
  return truncate(JSON.stringify(v), VALUE_MAX);
}

function code(name: string): string {
  return '`' + truncate(name, VALUE_MAX) + '`';
}

/** The last segment of a dotted path ("inputSchema.properties.exec_after" -> "exec_after"). */
function lastSegment(path: string): string {
  const parts = path.split('.');
  return parts[parts.length - 1] ?? path;
}

function cueList(f: EvidenceFinding): string {
  return f.cues && f.cues.length > 0 ? ': ' + f.cues.map((c) => c.id).join(', ') : '';
}

function inField(f: EvidenceFinding): string {
  return f.field ? ` in ${f.field}` : '';
}

function listOf(v: JsonValue | undefined): string | undefined {
  if (typeof v === 'string' && v !== '') return v;
  if (Array.isArray(v) && v.length > 0) return v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ');
  return undefined;
}

function paramWords(f: EvidenceFinding, risky: boolean): string | undefined {
  const d = f.detail;
  const path = pickString(d, 'path') ?? f.field ?? undefined;
  const name = pickString(d, 'param', 'name') ?? (path ? lastSegment(path) : undefined);
  if (!name) return undefined;
  const at = path ? ` at ${path}` : '';
  if (!risky) return `new parameter ${code(name)}${at}`;
  const pattern = pickString(d, 'pattern');
  return `new parameter with a risky name ${code(name)}${at}` + (pattern ? ` (matches ${code(pattern)})` : '');
}

function endpointWords(f: EvidenceFinding): string {
  const d = f.detail;
  const from = pickString(d, 'from', 'before');
  const to = pickString(d, 'to', 'after');
  const move = from && to ? `: ${from} → ${to}` : to ? `: now ${to}` : '';
  if (pick(d, 'redirect') === true) return `HTTP redirect to another origin${move}`;
  return `endpoint changed with the same credentials${move}`;
}

function annotationWords(f: EvidenceFinding): string {
  const d = f.detail;
  const key = pickString(d, 'key') ?? (f.field ? lastSegment(f.field) : 'annotation');
  const toward = pick(d, 'toward_trust', 'towardTrust') === true;
  const move = has(d, 'before') || has(d, 'after') ? `: ${formatValue(pick(d, 'before'))} → ${formatValue(pick(d, 'after'))}` : ' changed';
  return `annotation ${key}${move}` + (toward ? ' (toward more trust)' : '');
}

function schemaWords(f: EvidenceFinding): string {
  const d = f.detail;
  const path = pickString(d, 'path') ?? f.field ?? undefined;
  const keyword = pickString(d, 'keyword');
  const at = path ? ` at ${path}` : '';
  const move = `${formatValue(pick(d, 'before'))} → ${formatValue(pick(d, 'after'))}`;
  if (keyword === 'default') return `default changed${at}: ${move}`;
  if (keyword) return `schema weakened${at}: ${keyword} ${move}`;
  return `schema weakened${at}`;
}

function toolSetWords(f: EvidenceFinding, ctx: FindingContext): string {
  const d = f.detail;
  const change = pickString(d, 'change');
  const from = pickString(d, 'from');
  const to = pickString(d, 'to');
  if (change === 'renamed' || (from && to)) return `tool renamed ${code(from ?? '?')} → ${code(to ?? '?')}`;
  const tool = ctx.tool ?? pickString(d, 'tool', 'name');
  const subject = tool ? `tool ${code(tool)}` : 'a tool';
  if (change === 'removed' || (change === undefined && ctx.type === 'tool_removed')) return `${subject} removed`;
  const risky = pick(d, 'risky') === true || f.severity === 'HIGH' || f.severity === 'CRITICAL';
  return `${subject} added` + (risky ? ' with a risky name' : '');
}

function crossToolWords(f: EvidenceFinding): string {
  const d = f.detail;
  const servers = listOf(pick(d, 'servers'));
  if (servers) return `tool name also exposed by ${servers}`;
  const other = pickString(d, 'other_tool', 'referenced_tool', 'tool');
  if (other) return `tells the agent how to use another tool ${code(other)}${inField(f)}` + cueList(f);
  return `cross-tool reference${inField(f)}` + cueList(f);
}

/** One sentence for one finding, e.g. "annotation destructiveHint: true → false (toward more trust)". */
export function findingWords(f: EvidenceFinding, ctx: FindingContext = {}): string {
  const d = f.detail;
  switch (f.heuristic_id) {
    case 'H1':
      return paramWords(f, false) ?? fallbackWords(f);
    case 'H2':
      return paramWords(f, true) ?? fallbackWords(f);
    case 'H3':
      return `instruction pattern${inField(f)}${cueList(f)}`;
    case 'H4':
      return endpointWords(f);
    case 'H5': {
      const v = pickString(d, 'server_version', 'version');
      return v ? `tool changed while the server version stayed ${v}` : 'tool changed while the server version did not';
    }
    case 'H6':
      return has(d, 'before') || has(d, 'after')
        ? `server version ${formatValue(pick(d, 'before'))} → ${formatValue(pick(d, 'after'))} with no tool change`
        : 'server version changed with no tool change';
    case 'H7':
      return annotationWords(f);
    case 'H8': {
      const chars = listOf(pick(d, 'chars', 'codepoints'));
      return `look-alike Cyrillic letters between Latin letters${inField(f)}` + (chars ? `: ${chars}` : '');
    }
    case 'H9': {
      const chars = listOf(pick(d, 'codepoints', 'chars'));
      return `invisible or control characters${inField(f)}` + (chars ? `: ${chars}` : cueList(f));
    }
    case 'H10':
      return `points at secrets or credentials${inField(f)}${cueList(f)}`;
    case 'H11':
      return crossToolWords(f);
    case 'H12':
      return schemaWords(f);
    case 'H13':
      return toolSetWords(f, ctx);
    case 'H14': {
      const factor = pick(d, 'factor', 'growth');
      if (typeof factor === 'number') return `description grew ${factor}×${inField(f)}`;
      return `hidden markup or padding${inField(f)}${cueList(f)}`;
    }
    default:
      return fallbackWords(f);
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
  }
}

/** The words for an error record: "timed out: no answer within 30000 ms". */
export function errorWords(r: Pick<SentinelRecord, 'error_code' | 'reason'>): string {
  const title = errorTitle(r.error_code);
  return r.reason ? `${title}: ${r.reason}` : title;
}

/**
 * One line for a whole record (SARIF message, notifications):
 * "description of tool `read_file` changed: instruction pattern in description: override-es (+1 more finding)".
 * Declared records end with "; declared by announcement an-…".
 */
export function recordHeadline(r: SentinelRecord): string {
  if (r.kind === 'error') return errorWords(r);
  const findings = r.evidence?.findings ?? [];
  const subject = recordSubject(r);
  const top = topFinding(findings);
  const words = top ? findingWords(top, { tool: r.tool, type: r.type }) : '';
  // "tool `x` added with a risky name" already says what the subject would.
  let line = words === '' ? subject : words.startsWith(subject) ? words : `${subject}: ${words}`;
  if (findings.length > 1) line += ` (+${findings.length - 1} more finding${findings.length > 2 ? 's' : ''})`;
  if (r.kind === 'declared') line += `; declared by announcement ${r.announcement_id ?? '(unknown)'}`;
  return line;
}
