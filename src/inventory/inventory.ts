import type { JsonObject, Severity } from '../model.js';
import { maxSeverity } from '../model.js';
import { LABELS, type Label, type LabelsData } from './labels-data.js';
import { labelTool, type ToolLabels } from './label.js';
import { applyReviews, type ReviewNote, type ServerReviews } from './reviews.js';
import { flowsOf, type Flow, type LabelledServer } from './flows.js';
import { INVENTORY_SCHEMA, type InventoryRecord, type SessionRef, type ToolLabelsRecord, type ToxicFlowRecord } from './records.js';

/**
 * The inventory from what the history holds: every server's latest stored manifest labelled, and
 * the flows of each session. No connection: the reader is passed in (history/ answers it).
 */

/** A server's latest stored manifest, as the inventory reads it. */
export interface StoredManifest {
  version: number;
  capturedAt: string;
  serverName: string | null;
  serverVersion: string | null;
  tools: JsonObject[];
  /** Each tool's definition hash, in the order of `tools` (what a label review is bound to). */
  hashes: string[];
}

export interface InventoryReader {
  latest(serverId: string): StoredManifest | null;
  annotationsTrusted(serverId: string): boolean;
  /** People's readings of this server's labels in force (`label`), if any. */
  reviews(serverId: string): ServerReviews | undefined;
}

/** A session to judge: the servers of one client configuration (or one project of it), or one server. */
export interface Session extends SessionRef {
  servers: string[];
}

export interface InventoryContext {
  ts: string;
  host: string;
  sensorVersion: string;
  heuristicsVersion: string;
}

export interface Inventory {
  records: InventoryRecord[];
  /** The highest flow severity found, or null. */
  top: Severity | null;
}

const LEG_WORDS: Record<Label, string> = {
  'private-data': 'reads private data',
  'untrusted-content': 'takes in content others write',
  egress: 'can send data out',
  destructive: 'can delete or overwrite',
  'code-execution': 'runs code',
};

/** "reads private data (fs: read_file, …); takes in … " — bounded to a few tools per leg. */
export function whyOf(f: Flow): string {
  const legs = (Object.keys(f.legs) as Label[]).map((l) => {
    const tools = f.legs[l]!;
    const shown = tools.slice(0, 3).map((t) => `${t.server}: ${t.tool}`).join(', ');
    return `${LEG_WORDS[l]} (${shown}${tools.length > 3 ? `, +${tools.length - 3} more` : ''})`;
  });
  const one = f.servers.length === 1 ? 'one server' : `${f.servers.length} servers`;
  return `${one} in one session: ${legs.join('; ')}`;
}

export function buildInventory(data: LabelsData, sessions: readonly Session[], reader: InventoryReader, ctx: InventoryContext): Inventory {
  const base = {
    schema: INVENTORY_SCHEMA,
    ts: ctx.ts,
    host: ctx.host,
    sensor_version: ctx.sensorVersion,
    heuristics_version: ctx.heuristicsVersion,
    labels_version: data.version,
  };
  const labelled = new Map<string, { server: LabelledServer; manifest: StoredManifest; trusted: boolean } | null>();
  const toolRecords: ToolLabelsRecord[] = [];
  const serverOf = (id: string) => {
    if (labelled.has(id)) return labelled.get(id)!;
    const manifest = reader.latest(id);
    if (manifest === null) {
      labelled.set(id, null);
      return null;
    }
    const trusted = reader.annotationsTrusted(id);
    const reviews = reader.reviews(id);
    const read = manifest.tools.map((t, i) => applyReviews(labelTool(data, t, trusted), manifest.hashes[i] ?? '', reviews));
    const tools: ToolLabels[] = read.map((r) => r.labels);
    const entry = { server: { server: id, tools }, manifest, trusted };
    labelled.set(id, entry);
    for (const { labels: t, reviews: notes } of read) {
      toolRecords.push({
        ...base, kind: 'tool_labels', server: id, server_name: manifest.serverName, server_version: manifest.serverVersion,
        manifest_version: manifest.version, captured_at: manifest.capturedAt, tool: t.tool, labels: t.labels, removed: t.removed, notes: t.notes,
        annotations_trusted: trusted, reviews: notes satisfies ReviewNote[],
      });
    }
    return entry;
  };

  const flowRecords: ToxicFlowRecord[] = [];
  const sessionRecords: InventoryRecord[] = [];
  for (const s of sessions) {
    const present = s.servers.map((id) => serverOf(id)).filter((x): x is NonNullable<typeof x> => x !== null);
    const servers = present.map((p) => p.server);
    const flows = flowsOf(servers);
    const ref: SessionRef = { scope: s.scope, session: s.session, client: s.client, project: s.project, config: s.config };
    for (const f of flows) flowRecords.push({ ...base, kind: 'toxic_flow', ...ref, flow: f.flow, severity: f.severity, servers: f.servers, legs: f.legs, why: whyOf(f) });
    const held = new Set(servers.flatMap((x) => x.tools.flatMap((t) => t.labels.map((l) => l.label))));
    sessionRecords.push({
      ...base, kind: 'session', ...ref, servers: [...s.servers], unscanned: s.servers.filter((id) => labelled.get(id) === null),
      labels: LABELS.filter((l) => held.has(l)), flows: flows.map((f) => ({ flow: f.flow, severity: f.severity })),
    });
  }
  const top = flowRecords.length > 0 ? maxSeverity(flowRecords.map((f) => f.severity)) : null;
  return { records: [...toolRecords, ...flowRecords, ...sessionRecords], top };
}
