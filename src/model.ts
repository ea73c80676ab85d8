/**
 * The shared vocabulary of the pipeline: connect -> fingerprint -> diff -> heuristics -> history -> report.
 * Every stage speaks these types; none of them knows about the stages after it.
 */

import type { HeuristicId, EvidenceFinding } from './findings.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export type HashAlg = 'sha256' | 'sha512';

/** Ordered from least to most severe; the index is the rank. */
export const SEVERITIES = ['INFO', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type Severity = (typeof SEVERITIES)[number];

export function severityRank(s: Severity): number {
  return SEVERITIES.indexOf(s);
}

export function maxSeverity(list: Iterable<Severity>, floor: Severity = 'INFO'): Severity {
  let best = floor;
  for (const s of list) if (severityRank(s) > severityRank(best)) best = s;
  return best;
}

/** Whether `s` reaches `floor`; a null floor (`--fail-on none`) is never reached. */
export function atOrAbove(s: Severity, floor: Severity | null): boolean {
  return floor !== null && severityRank(s) >= severityRank(floor);
}

export { HEURISTIC_IDS, CONTENT_HEURISTICS } from './findings.js';
export type { HeuristicId, Finding, FindingOf, EvidenceFinding, EvidenceFindingOf, DetailOf } from './findings.js';

export const RECORD_KINDS = ['alert', 'declared', 'ignored', 'error', 'pending'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_TYPES = [
  'tool_added',
  'tool_removed',
  'schema_change',
  'description_change',
  'annotation_change',
  'server_change',
  'first_contact',
  'malformed_tool',
  // Items other than tools (see ITEM_KINDS): each kind's own added, removed and changed.
  'prompt_added',
  'prompt_removed',
  'prompt_change',
  'resource_added',
  'resource_removed',
  'resource_change',
  'resource_template_added',
  'resource_template_removed',
  'resource_template_change',
  'instructions_added',
  'instructions_removed',
  'instructions_change',
  'malformed_item',
  'profile_split',
  /** A tool whose hint annotations promise less than its own words say it does (H17). */
  'hint_contradiction',
  // A lock in force (scan --lock): a server it does not pin; a server it pins that was not scanned.
  'unlocked_server',
  'locked_server_missing',
  // Judged by `ingest` from what the observe-only tap saw on the wire (src/tap).
  'split_view',
  'session_drift',
  'unknown_tool_call',
  'excessive_agency',
  /** A change that creates a toxic flow in its server (pipeline/toxic-flow.ts). */
  'toxic_flow',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

// ---------------------------------------------------------------- targets

/** One thing to scan. `id` is the server's name in history. */
export type Target =
  | {
      kind: 'stdio';
      id: string;
      command: string;
      args: string[];
      /** Only what the operator declared; connect/ adds the minimal safe set. Never stored. */
      env: Record<string, string>;
      cwd?: string;
      /** Command and args as shown in history and output, when variables were expanded into them: `--token ${API_TOKEN}`. */
      shown?: { command: string; args: string[] };
      /** Values that environment variables put into command, args or cwd: secrets, never stored or printed. */
      expanded?: FromVariable[];
      /** The client configuration this entry came from (`claude-desktop`, `cursor` …), when known. */
      client?: string;
      /** The client profile presented in initialize (profiles/clients.json); absent: the default. */
      profile?: string;
      /** A control scan of `--profiles`: `profile`'s clientInfo with this profile's declared capabilities. */
      capabilitiesOf?: string;
    }
  | {
      kind: 'http';
      id: string;
      url: string;
      /** Header values may hold secrets: never stored, never printed. */
      headers: Record<string, string>;
      transport: 'auto' | 'http' | 'sse';
      /** Values that environment variables put into the URL: secrets, shown as the placeholder that brought them. */
      expanded?: FromVariable[];
      /** The client configuration this entry came from, when known. */
      client?: string;
      /** The client profile presented in initialize; absent: the default. */
      profile?: string;
      /** A control scan of `--profiles`: `profile`'s clientInfo with this profile's declared capabilities. */
      capabilitiesOf?: string;
    }
  | { kind: 'manifest'; id: string; file: string }
  /** A configuration entry that cannot be scanned (needs interactive input, malformed): reported as an error record. */
  | {
      kind: 'invalid';
      id: string;
      reason: string;
      /** The entry needs a person at a prompt (`${input:…}`): it can never be scanned unattended, which is its client's design, not a fault. */
      interactive?: boolean;
    };

/** A value a configuration took from an environment variable, and the placeholder it was written as (`${API_TOKEN}`). */
export interface FromVariable {
  written: string;
  value: string;
}

/** Limits for one server, all enforced by connect/. */
export interface ConnectLimits {
  /** Whole connect + initialize + every page, in milliseconds. */
  timeoutMs: number;
  maxTools: number;
  maxBytes: number;
}

/** Where a manifest came from, as recorded in history (never a secret in `display`). */
export interface Endpoint {
  transport: 'stdio' | 'http' | 'sse' | 'manifest';
  /** "stdio:node server.js --root /x", "http://127.0.0.1:3000/mcp" (query values redacted), "manifest:/path/file.json" */
  display: string;
}

/** The manifest exactly as the server sent it: connect/'s only output. */
export interface RawManifest {
  /** Every item of every `tools/list` page, in wire order, untouched (may be malformed). */
  tools: JsonValue[];
  serverInfo: JsonObject | null;
  protocolVersion: string | null;
  capabilities: JsonObject | null;
  instructions: string | null;
  endpoint: Endpoint;
  pages: number;
  bytes: number;
  /**
   * What else the server shows the agent besides tools (prompts, resources, resource templates,
   * the raw `instructions`). Absent from manifests read before these were listed.
   */
  surfaces?: RawSurfaces;
  /** Set when an HTTP server redirected to another origin (H4 evidence). The redirect is not followed with credentials. */
  crossOriginRedirect?: { from: string; to: string };
  /**
   * Tools (by index in `tools`) whose raw text JSON.parse could not represent faithfully: a key
   * written twice, a number that does not survive parsing. Each is reported as malformed.
   */
  ambiguous?: Array<{ index: number; reason: string }>;
}

/** The list methods beyond tools/list, by the key their items sit under in a result and in a dump. */
export const SURFACE_LISTS = ['prompts', 'resources', 'resourceTemplates'] as const;
export type SurfaceList = (typeof SURFACE_LISTS)[number];

/** Items beyond tools, exactly as the server sent them (each list only when the capability is declared). */
export interface RawSurfaces {
  prompts?: JsonValue[];
  resources?: JsonValue[];
  resourceTemplates?: JsonValue[];
  /** initialize's `instructions` as sent, of whatever JSON type; absent when the server sent none. */
  instructions?: JsonValue;
  /** Lists the server declared and then answered with an error: recorded, never fatal to the scan. */
  failed?: Array<{ list: SurfaceList; reason: string }>;
}

// ---------------------------------------------------------------- fingerprint

/**
 * The kinds of item a manifest holds besides tools. One item per prompt (identity: its name), per
 * resource (its `uri`), per resource template (its `uriTemplate`), and the server's `instructions`
 * (identity: "", one per server).
 */
export const ITEM_KINDS = ['prompt', 'resource', 'resource_template', 'instructions'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Which item a finding or a record is about, when it is not a tool. */
export interface ItemRef {
  kind: ItemKind;
  id: string;
}

/** A well-formed item: its kind, its identity, the object as sent (including `_meta`), and its hash. */
export interface ItemEntry {
  kind: ItemKind;
  id: string;
  /** As sent; for `instructions` the object `{"instructions": <text>}`. */
  item: JsonObject;
  /** `<alg>:<hex>` of the canonical item without `_meta` (RFC 8785, as for tools). */
  hash: string;
}

/** An item that breaks the protocol schema: kept as evidence, hashed into the manifest, reported as malformed_item. */
export interface MalformedItem {
  kind: ItemKind;
  index: number;
  raw: JsonValue;
  reason: string;
  hash: string;
  /** The identity if it had a usable one, else null. */
  id: string | null;
}

/**
 * Version of the manifest hash. 1: tools only. 2: every kind of item; a manifest with tools only
 * (no other item, no failed list) hashes as in version 1, so hashes of older scans keep their meaning.
 */
export const FINGERPRINT_VERSION = 2;

/** A well-formed tool: an object with a non-empty string name and (if present) an object inputSchema. */
export interface ToolEntry {
  name: string;
  /** The tool as sent (including `_meta`). */
  tool: JsonObject;
  /** `<alg>:<hex>` of the canonical tool without `_meta` (and without annotations under --no-annotations). */
  hash: string;
}

/** A tool that breaks the protocol schema: kept as evidence, hashed into the manifest, reported as malformed_tool. */
export interface MalformedEntry {
  /** Position on the wire, for the operator only (never hashed). */
  index: number;
  raw: JsonValue;
  reason: string;
  hash: string;
  /** The name if it had a usable one (a duplicate name, a bad schema), else null. */
  name: string | null;
}

export interface Snapshot {
  alg: HashAlg;
  /** Sorted by name. */
  tools: ToolEntry[];
  malformed: MalformedEntry[];
  manifestHash: string;
  serverName: string | null;
  serverVersion: string | null;
  /** Items other than tools, sorted by kind then identity (empty when the server shows none). */
  items?: ItemEntry[];
  malformedItems?: MalformedItem[];
  /** Lists that failed in this scan: their kind is unknown now, so it is neither compared nor trusted. */
  unavailable?: SurfaceList[];
}

// ---------------------------------------------------------------- findings

/** One reason a heuristic fired inside a content heuristic's score (SpamAssassin-style). */
export interface Cue {
  id: string;
  weight: number;
  fragment: string;
}

/** What an announcement would have to declare to cover a finding. */
export type ChangeKind =
  | { kind: 'adds-param'; param: string }
  | { kind: 'removes-param'; param: string }
  | { kind: 'adds-tool'; tool: string }
  | { kind: 'removes-tool'; tool: string }
  | { kind: 'changes'; what: 'description' | 'schema' | 'annotations' | 'endpoint' | 'version' | ItemChangeWhat };

/** `announce --changes` values that cover every change of one kind of item. */
export const ITEM_CHANGE_WHATS = ['prompts', 'resources', 'instructions'] as const;
export type ItemChangeWhat = (typeof ITEM_CHANGE_WHATS)[number];

// Finding, one typed shape per heuristic: see findings.ts.

// ---------------------------------------------------------------- records

export interface DriftInfo {
  drift_id: string;
  previous_hash: string;
  current_hash: string;
  baseline_version: number;
  current_version: number;
  changed_tools: string[];
  added_tools: string[];
  removed_tools: string[];
  renamed_tools?: { from: string; to: string }[];
  /** Items other than tools that changed, arrived or left (present only when some did). */
  changed_items?: ItemRef[];
  added_items?: ItemRef[];
  removed_items?: ItemRef[];
}

export interface Evidence {
  field: string | null;
  fragment: string | null;
  /** Every finding behind this record, highest first. */
  findings: EvidenceFinding[];
  [key: string]: JsonValue | EvidenceFinding[] | null;
}

/** An entry of `scan --ignore <file>`, as an `ignored` record names it. */
export interface IgnoreRef {
  /** `ie-…`, stable for the same server, tool and path. */
  entry: string;
  tool: string;
  path: string;
  heuristic_ids: HeuristicId[];
  reason: string;
  expires: string | null;
}

/** A position in the history's hash chain: a record's seq and its row_hash (`sha256:<hex>`). */
export interface ChainHead {
  seq: number;
  hash: string;
}

/** The record format written now. @2: error records carry a severity (MEDIUM, LOW), and the kind `pending` exists. */
export const RECORD_SCHEMA = 'mcp-schema-sentinel/record@2' as const;

/** What a pending reminder says: the drift that waits, since when, how severe, and what ends the wait. */
export interface PendingInfo {
  drift_id: string;
  /** When this occurrence of the drift was first reported (a drift that went away and came back starts again). */
  since: string;
  /** Whole seconds from `since` to this scan. */
  age_seconds: number;
  /** The highest severity the drift raised when it was reported. */
  severity: Severity;
  /** The manifest version waiting for approval. */
  version: number;
  /**
   * What ends the wait: `approve` the version (`approve --server <id> --version <n>`). An
   * announcement made after a drift was reported does not cover it: announcements declare changes
   * before they ship.
   */
  needs: 'approve';
  /** The reminder interval (`--remind`), in seconds. */
  remind_every_seconds: number;
}

/** One JSONL line (schema mcp-schema-sentinel/record@2; records stored by older sensors keep @1). */
export interface SentinelRecord {
  schema: 'mcp-schema-sentinel/record@1' | typeof RECORD_SCHEMA;
  kind: RecordKind;
  /** al-… for alerts, de-… for declared, ig-… for ignored, er-… for errors, pe-… for pending reminders. */
  alert_id: string;
  ts: string;
  scan_id: string;
  host: string;
  sensor_version: string;
  server: string;
  server_name: string | null;
  server_version: string | null;
  endpoint: string | null;
  /** The client identity (profiles/clients.json) the scan presented, when it was not the sensor's own. */
  client_profile?: string;
  type: RecordType | null;
  tool: string | null;
  /** The item it is about when that is not a tool (a prompt, a resource, a template, the instructions); `tool` is then null. */
  item?: ItemRef;
  severity: Severity;
  risk_score: number;
  heuristics: string[];
  heuristic_ids: HeuristicId[];
  heuristics_version: string;
  evidence: Evidence | null;
  drift: DriftInfo | null;
  /** kind=declared: the announcement that covered it. */
  announcement_id?: string;
  /** kind=ignored: the entry of the operator's ignore file that silenced it, with its reason. */
  ignore?: IgnoreRef;
  /** kind=error: one line. */
  reason?: string;
  /** kind=pending: the drift still waiting for approval. */
  pending?: PendingInfo;
  /**
   * Where this record sits in the history's hash chain: the seq and row_hash of the row that stores
   * it. Added on output (scan, events), never stored inside the row itself; kept by a SIEM, these
   * anchors let `verify --anchors` prove that the history was not truncated or rewritten since.
   */
  chain_head?: ChainHead;
  /** kind=error, stdio servers: the server's last stderr line before it failed (one line, escaped, secrets redacted). */
  stderr_tail?: string;
  /** kind=error: not_found | timeout | crashed | protocol_error | oversize | config | redirect | auth | database */
  error_code?: string;
}
