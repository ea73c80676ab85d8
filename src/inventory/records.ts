import type { Severity } from '../model.js';
import type { Label } from './labels-data.js';
import type { LabelEvidence, LabelNote, RemovedLabel } from './label.js';
import type { FlowId, LegTool } from './flows.js';
import type { ReviewNote } from './reviews.js';

/** The format of `inventory` lines: its own schema, beside the scan records (mcp-schema-sentinel/record@2). */
export const INVENTORY_SCHEMA = 'mcp-schema-sentinel/inventory@1' as const;

interface Base {
  schema: typeof INVENTORY_SCHEMA;
  ts: string;
  host: string;
  sensor_version: string;
  /** The version of heuristics/catalogue.json; labels.json's own version is `labels_version`. */
  heuristics_version: string;
  labels_version: string;
}

/** One tool's labels, from the latest stored manifest of its server. */
export interface ToolLabelsRecord extends Base {
  kind: 'tool_labels';
  server: string;
  server_name: string | null;
  server_version: string | null;
  /** The manifest version read, and when it was first seen. */
  manifest_version: number;
  captured_at: string;
  tool: string;
  labels: Array<{ label: Label; evidence: LabelEvidence[] }>;
  /** Labels the operator-trusted annotations (field `annotations.<hint>`) or a review (field `review`) took away. */
  removed: RemovedLabel[];
  /** What there was not to read (no description, no parameters, no Latin words). */
  notes: LabelNote[];
  annotations_trusted: boolean;
  /**
   * People's readings of this tool's labels in force (`label`): applied when `current`, listed and
   * not applied when the tool's definition changed since they were given.
   */
  reviews: ReviewNote[];
}

/** Where a session comes from: a client configuration (a project of it), or one server alone. */
export interface SessionRef {
  scope: 'config' | 'server';
  /** `<config path>` or `<config path>#<project>`, or the server id. */
  session: string;
  client: string | null;
  project: string | null;
  config: string | null;
}

export interface ToxicFlowRecord extends Base, SessionRef {
  kind: 'toxic_flow';
  flow: FlowId;
  severity: Severity;
  servers: string[];
  legs: Partial<Record<Label, LegTool[]>>;
  /** One line for people: which legs, through which tools. */
  why: string;
}

/** The fleet view's row: a session, its servers, the labels it holds, and its flows. */
export interface SessionRecord extends Base, SessionRef {
  kind: 'session';
  servers: string[];
  /** Servers of the configuration that the history holds no manifest of (never scanned, or every scan failed). */
  unscanned: string[];
  labels: Label[];
  flows: Array<{ flow: FlowId; severity: Severity }>;
}

export type InventoryRecord = ToolLabelsRecord | ToxicFlowRecord | SessionRecord;
