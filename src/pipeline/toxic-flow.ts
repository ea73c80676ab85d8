import type { JsonObject, SentinelRecord, Snapshot, ToolEntry } from '../model.js';
import { RECORD_SCHEMA } from '../model.js';
import { shortId } from '../fingerprint/hash.js';
import { bound } from './records.js';
import type { LabelsData } from '../inventory/labels-data.js';
import { labelTool } from '../inventory/label.js';
import { applyReviews, type ServerReviews } from '../inventory/reviews.js';
import { newFlows, type LabelledServer } from '../inventory/flows.js';
import { whyOf } from '../inventory/inventory.js';

/**
 * A drift that creates a toxic flow in its server (a server that reads a mailbox gains a tool that
 * sends mail) is reported as such, beside the drift's own records: the change is more dangerous than
 * its parts. The server alone is the session here; `inventory` judges whole configurations.
 */

export interface ToxicFlowInput {
  data: LabelsData;
  /** The reference manifest's tools and the manifest just seen. */
  before: ToolEntry[];
  after: Snapshot;
  /** The operator trusts this server's annotations (`trust --annotations`). */
  trusted: boolean;
  /** People's readings of this server's labels (`label`): each applies while its tool is unchanged. */
  reviews?: ServerReviews;
  /** What every record of this scan of the server shares. */
  base: Pick<SentinelRecord, 'scan_id' | 'ts' | 'host' | 'sensor_version' | 'server' | 'server_name' | 'server_version' | 'endpoint' | 'heuristics_version' | 'drift'>;
}

export function toxicFlowRecords(input: ToxicFlowInput): SentinelRecord[] {
  const server = input.base.server;
  const side = (tools: ToolEntry[]): LabelledServer[] => [{ server, tools: tools.map((t) => applyReviews(labelTool(input.data, t.tool, input.trusted), t.hash, input.reviews).labels) }];
  // Only the trifecta alerts on a change: destructive tools beside fetched content are the everyday
  // shape of browser automation servers, and `inventory` reports them (MEDIUM) where they meet.
  const added = newFlows(side(input.before), side(input.after.tools)).filter((f) => f.flow === 'lethal-trifecta');
  const previous = new Set(input.before.map((t) => t.name));
  return added.map((f) => {
    // The tools of the legs the change brought, new tools first: what the operator should look at.
    const brought = f.added.flatMap((l) => f.legs[l]!.map((t) => t.tool));
    const focus = brought.find((t) => !previous.has(t)) ?? brought[0] ?? null;
    const why = `the change ${f.added.length > 0 ? `adds the ${f.added.join(' and ')} leg${f.added.length === 1 ? '' : 's'}` : 'completes the legs'} of a ${f.flow}: ${whyOf(f)}`;
    return {
      schema: RECORD_SCHEMA,
      kind: 'alert',
      alert_id: shortId('al', [input.base.scan_id, server, 'toxic_flow', f.flow]),
      ...input.base,
      type: 'toxic_flow',
      tool: focus,
      severity: f.severity,
      risk_score: f.severity === 'HIGH' ? 80 : 55,
      heuristics: [],
      heuristic_ids: [],
      evidence: { field: null, fragment: bound(why), findings: [], flow: f.flow, legs_added: f.added, legs: f.legs as unknown as JsonObject, labels_version: input.data.version },
    } as SentinelRecord;
  });
}
