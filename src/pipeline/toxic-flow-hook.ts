import type { SentinelRecord, Snapshot, ToolEntry } from '../model.js';
import type { Store } from '../history/types.js';
import { loadLabels } from '../inventory/labels-data.js';
import { toxicFlowRecords } from './toxic-flow.js';
import { reviewsByServer } from '../inventory/reviews.js';

/** scan.ts's one call: the toxic flows a drift creates, with what the scan already knows. Only drifts pay for it. */
export function flowRecordsOfDrift(
  store: Store,
  serverId: string,
  before: ToolEntry[],
  after: Snapshot,
  endpoint: string,
  records: readonly SentinelRecord[],
  ctx: { scanId: string; ts: string; host: string; sensorVersion: string; heuristicsVersion: string },
): SentinelRecord[] {
  return toxicFlowRecords({
    data: loadLabels(),
    before,
    after,
    trusted: store.trusts().get(serverId)?.annotations === true,
    reviews: reviewsByServer(store.labelReviews()).get(serverId),
    base: {
      scan_id: ctx.scanId, ts: ctx.ts, host: ctx.host, sensor_version: ctx.sensorVersion, server: serverId,
      server_name: after.serverName, server_version: after.serverVersion, endpoint, heuristics_version: ctx.heuristicsVersion,
      drift: records.find((r) => r.drift !== null)?.drift ?? null,
    },
  });
}
