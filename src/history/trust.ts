import { HistoryError } from './errors.js';
import { serverSeq } from './reads.js';
import type { ChainWriter } from './chain.js';
import type { Sql } from './sql.js';
import type { TrustRow } from './types.js';

/**
 * The operator's trust in a server's annotations (`trust --server <id> --annotations`), as rows of
 * the hash-chained `meta` table under the key `trust`: appended like approvals, never edited; the
 * latest row of a server is in force (a revocation is one more row). Kept in `meta` rather than a
 * table of its own so that recording it needs no schema migration.
 */

export const TRUST_KEY = 'trust';

interface Ctx {
  sql: Sql;
  chain: ChainWriter;
}

export function addTrust(c: Ctx, serverId: string, annotations: boolean, by: string, note: string | null, now: string): TrustRow {
  if (serverSeq(c.sql, serverId) === undefined) throw new HistoryError('not_found', `no server ${serverId} in history`);
  const row: TrustRow = { serverId, annotations, by, note, at: now };
  c.chain.append('meta', { key: TRUST_KEY, value: JSON.stringify({ server: serverId, annotations, by, note }), at: now });
  return row;
}

/** The trust in force for each server (its latest row); servers never marked are absent. */
export function trusts(sql: Sql): Map<string, TrustRow> {
  const out = new Map<string, TrustRow>();
  for (const r of sql.all<{ value: string; at: string }>('SELECT value, at FROM meta WHERE key = ? ORDER BY seq', TRUST_KEY)) {
    let v: { server?: unknown; annotations?: unknown; by?: unknown; note?: unknown };
    try {
      v = JSON.parse(r.value) as typeof v;
    } catch {
      continue;
    }
    if (typeof v.server !== 'string' || typeof v.annotations !== 'boolean' || typeof v.by !== 'string') continue;
    out.set(v.server, { serverId: v.server, annotations: v.annotations, by: v.by, note: typeof v.note === 'string' ? v.note : null, at: r.at });
  }
  return out;
}
