/**
 * SARIF 2.1.0 for code scanning in CI (GitHub, GitLab, Azure DevOps …).
 *
 * One run; one rule per heuristic; one result per alert, located by a logical location
 * "<server>/<tool>" and, for `--manifest` scans, by the manifest file. Declared records are results
 * suppressed externally by their announcement (so a viewer shows them as accepted, not as open
 * problems); error records are tool execution notifications and make the run unsuccessful.
 * A drift still pending keeps its results (as first reported, same ids and fingerprints) on every
 * scan until it is approved, so code scanning does not close them; `pending` reminders are not results.
 * Messages and location names are shown to people, so their server text is escaped; `properties`
 * and `partialFingerprints` keep the raw data (as JSONL does), and the document is serialised with
 * jsonText so that C1, bidi and tag characters there are written as \uXXXX, never raw.
 */
import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HeuristicId, SentinelRecord, Severity } from '../model.js';
import { escapeForTerminal } from './escape.js';
import { groupRecords, topFinding } from './order.js';
import { errorWords, recordHeadline, recordTitle } from './words.js';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
export const SARIF_TOOL_NAME = 'mcp-schema-sentinel';

/** What SARIF needs of a heuristic (a HeuristicMeta fits). */
export interface SarifRuleSource {
  id: HeuristicId;
  slug: string;
  severity: Severity;
  summary: string;
}

export interface SarifOptions {
  sensorVersion: string;
  /** The catalogue: one rule each, in this order. */
  heuristics: readonly SarifRuleSource[];
  /** An absolute URL of the tool's documentation; left out when there is none (a relative one is invalid SARIF). */
  informationUri?: string;
  /**
   * The 1-based line where a tool is defined in a manifest file (I/O passed in; null when unknown).
   * Every physical location gets a region: line 1 when the tool's line is not known.
   */
  toolLine?: (manifestFile: string, tool: string) => number | null;
  /** Directory that manifest paths are made relative to (the repository root in CI); pure string work. */
  baseDir?: string;
  /** The scan's exit code, recorded on the invocation. */
  exitCode?: number;
  /**
   * With a lock in force: where a server's (or item's) entry sits in the lock file, null when the
   * lock does not pin that server. `first` makes it the result's primary location (`lock --check`).
   */
  lockEntry?: (server: string, tool: string | null) => { artifact: { uri: string; uriBaseId?: string }; line: number; first: boolean } | null;
}

export type SarifLevel = 'error' | 'warning' | 'note';

/** CRITICAL/HIGH -> error, MEDIUM -> warning, LOW/INFO -> note. */
export function sarifLevel(s: Severity): SarifLevel {
  return s === 'CRITICAL' || s === 'HIGH' ? 'error' : s === 'MEDIUM' ? 'warning' : 'note';
}

/** GitHub code scanning ranks security results by this score (critical > 9, high >= 7, medium >= 4). */
const SECURITY_SEVERITY: Record<Severity, string> = {
  CRITICAL: '9.5',
  HIGH: '8.0',
  MEDIUM: '5.5',
  LOW: '3.0',
  INFO: '0.0',
};

type Json = Record<string, unknown>;

const MESSAGE_MAX = 1000;
const FRAGMENT_MAX = 240;
const NAME_MAX = 200;

function said(s: string, max = MESSAGE_MAX): string {
  return escapeForTerminal(s, { maxLength: max });
}

function rule(h: { id: string; slug: string; severity: Severity; summary: string }): Json {
  return {
    id: h.id,
    name: h.slug,
    shortDescription: { text: h.summary },
    defaultConfiguration: { level: sarifLevel(h.severity) },
    properties: { severity: h.severity, 'security-severity': SECURITY_SEVERITY[h.severity], tags: ['security', 'mcp'] },
  };
}

/** A rule for an alert no heuristic produced (a malformed tool): named after its record type. */
function typeRule(r: SentinelRecord, id: string): Json {
  return rule({ id, slug: id.replace(/_/g, '-'), severity: r.severity, summary: recordTitle(r) });
}

/** The manifest path of a `manifest:<path>` endpoint as a URI reference, relative to baseDir when inside it. */
export function manifestUri(endpoint: string | null, baseDir?: string): { uri: string; uriBaseId?: string } | null {
  if (endpoint === null || !endpoint.startsWith('manifest:')) return null;
  const file = endpoint.slice('manifest:'.length);
  if (file === '') return null;
  if (baseDir !== undefined && isAbsolute(file)) {
    const rel = relative(baseDir, file);
    if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) return { uri: encodeRelative(rel), uriBaseId: '%SRCROOT%' };
  }
  if (isAbsolute(file)) return { uri: pathToFileURL(file).href };
  return { uri: encodeRelative(file) };
}

function encodeRelative(p: string): string {
  return p.split(sep).join('/').split('/').map(encodeURIComponent).join('/');
}

/** Names are shown by viewers, so they are escaped; `properties` keeps the raw server and tool. */
function logicalLocation(server: string, tool: string | null): Json {
  const s = said(server, NAME_MAX);
  if (tool === null) return { name: s, fullyQualifiedName: s, kind: 'module' };
  const t = said(tool, NAME_MAX);
  return { name: t, fullyQualifiedName: `${s}/${t}`, kind: 'member' };
}

/** Validators (and viewers) want a region with every physical location: the tool's line, else line 1. */
function region(r: SentinelRecord, toolLine: SarifOptions['toolLine']): Json {
  const file = r.endpoint?.slice('manifest:'.length) ?? '';
  const line = r.tool !== null && toolLine ? toolLine(file, r.tool) : null;
  return { startLine: line !== null && Number.isInteger(line) && line >= 1 ? line : 1 };
}

function location(r: SentinelRecord, opts: Pick<SarifOptions, 'baseDir' | 'toolLine'>): Json {
  const logical = logicalLocation(r.server, r.item ? `${r.item.kind}:${r.item.id}` : r.tool);
  const art = manifestUri(r.endpoint, opts.baseDir);
  return art ? { physicalLocation: { artifactLocation: art, region: region(r, opts.toolLine) }, logicalLocations: [logical] } : { logicalLocations: [logical] };
}

/** The result's locations: its own, and with a lock in force the lock entry it differs from. */
function locations(r: SentinelRecord, opts: SarifOptions): Json[] {
  const own = location(r, opts);
  const entry = opts.lockEntry?.(r.server, r.tool) ?? null;
  if (entry === null) return [own];
  const at: Json = { physicalLocation: { artifactLocation: entry.artifact, region: { startLine: entry.line } }, logicalLocations: [logicalLocation(r.server, r.tool)] };
  return entry.first ? [at, own] : [own, at];
}

function message(r: SentinelRecord): string {
  const top = topFinding(r.evidence?.findings ?? []);
  const fragment = top?.fragment ?? r.evidence?.fragment ?? null;
  const text = `${said(r.server, NAME_MAX)}: ${said(recordHeadline(r))}`;
  return fragment ? `${text}. Evidence: "${said(fragment, FRAGMENT_MAX)}"` : text;
}

function ruleIdOf(r: SentinelRecord): string {
  return topFinding(r.evidence?.findings ?? [])?.heuristic_id ?? r.heuristic_ids[0] ?? r.type ?? 'alert';
}

function result(r: SentinelRecord, ruleId: string, ruleIndex: number, opts: SarifOptions): Json {
  const fingerprints: Record<string, string> = {
    'alertId/v1': r.alert_id,
    'finding/v1': [r.server, r.item ? `${r.item.kind}:${r.item.id}` : (r.tool ?? ''), r.type ?? '', ruleId].join('/'),
  };
  if (r.drift) fingerprints['driftId/v1'] = r.drift.drift_id;
  const properties: Json = {
    kind: r.kind,
    type: r.type,
    severity: r.severity,
    risk_score: r.risk_score,
    heuristic_ids: r.heuristic_ids,
    heuristics: r.heuristics,
    heuristics_version: r.heuristics_version,
    server: r.server,
    tool: r.tool,
  };
  if (r.item) properties['item'] = { kind: r.item.kind, id: r.item.id };
  if (r.drift) properties['drift_id'] = r.drift.drift_id;
  if (r.announcement_id !== undefined) properties['announcement_id'] = r.announcement_id;
  if (r.ignore !== undefined) properties['ignore'] = { ...r.ignore };
  const out: Json = {
    ruleId,
    ruleIndex,
    level: sarifLevel(r.severity),
    message: { text: message(r) },
    locations: locations(r, opts),
    partialFingerprints: fingerprints,
    properties,
  };
  if (r.kind === 'declared') {
    out['suppressions'] = [
      { kind: 'external', status: 'accepted', justification: `declared by announcement ${r.announcement_id ?? '(unknown)'}` },
    ];
  }
  if (r.kind === 'ignored' && r.ignore) {
    out['suppressions'] = [{ kind: 'external', status: 'accepted', justification: `ignored at ${r.ignore.path}: ${r.ignore.reason}` }];
  }
  return out;
}

function notification(r: SentinelRecord): Json {
  const n: Json = {
    level: 'error',
    message: { text: `${said(r.server, NAME_MAX)}: ${said(errorWords(r))}` },
    locations: [{ logicalLocations: [logicalLocation(r.server, null)] }],
    properties: { server: r.server, alert_id: r.alert_id, error_code: r.error_code ?? null },
  };
  if (r.error_code !== undefined) n['descriptor'] = { id: r.error_code };
  return n;
}

/** The SARIF 2.1.0 log of a set of records. Pure: same records (and toolLine answers), same object. */
export function toSarif(records: readonly SentinelRecord[], opts: SarifOptions): Json {
  const rules = opts.heuristics.map(rule);
  const ruleIndex = new Map<string, number>(opts.heuristics.map((h, i) => [h.id, i]));
  const results: Json[] = [];
  const notifications: Json[] = [];
  const ordered = groupRecords(records).flatMap((g) => g.tools.flatMap((t) => t.records));
  const seen = new Set<string>();
  for (const r of ordered) {
    if (r.kind === 'error') {
      notifications.push(notification(r));
      continue;
    }
    // A reminder is for the SIEM; here the drift's own results, carried while it waits, stand for it.
    if (r.kind === 'pending') continue;
    if (seen.has(r.alert_id)) continue;
    seen.add(r.alert_id);
    const id = ruleIdOf(r);
    if (!ruleIndex.has(id)) {
      ruleIndex.set(id, rules.length);
      rules.push(typeRule(r, id));
    }
    results.push(result(r, id, ruleIndex.get(id)!, opts));
  }
  const driver: Json = { name: SARIF_TOOL_NAME, version: opts.sensorVersion, rules };
  if (opts.informationUri) driver['informationUri'] = opts.informationUri;
  const invocation: Json = { executionSuccessful: notifications.length === 0, toolExecutionNotifications: notifications };
  if (opts.exitCode !== undefined) invocation['exitCode'] = opts.exitCode;
  const run: Json = { tool: { driver }, invocations: [invocation], results };
  if (opts.baseDir !== undefined && isAbsolute(opts.baseDir)) {
    run['originalUriBaseIds'] = { '%SRCROOT%': { uri: pathToFileURL(opts.baseDir.endsWith(sep) ? opts.baseDir : opts.baseDir + sep).href } };
  }
  return { $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs: [run] };
}
