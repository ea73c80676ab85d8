import { HistoryError } from './errors.js';
import { serverSeq } from './reads.js';
import type { ChainWriter } from './chain.js';
import type { Sql } from './sql.js';
import type { LabelReviewRow } from './types.js';

/**
 * People's readings of capability labels (`label --add/--remove/--reset`), as rows of the
 * hash-chained `meta` table under the key `label-review`, appended and never edited, as trust is
 * (trust.ts): recording one needs no schema migration, and verify covers it.
 */

export const LABEL_REVIEW_KEY = 'label-review';

const VERDICTS = new Set(['add', 'remove', 'reset']);

interface Ctx {
  sql: Sql;
  chain: ChainWriter;
}

export function addLabelReview(c: Ctx, r: Omit<LabelReviewRow, 'at'>, now: string): LabelReviewRow {
  if (serverSeq(c.sql, r.serverId) === undefined) throw new HistoryError('not_found', `no server ${r.serverId} in history`);
  const value = { server: r.serverId, tool: r.tool, tool_hash: r.toolHash, label: r.label, verdict: r.verdict, by: r.by, note: r.note };
  c.chain.append('meta', { key: LABEL_REVIEW_KEY, value: JSON.stringify(value), at: now });
  return { ...r, at: now };
}

/** Every review row, oldest first; a row that does not parse is skipped (verify reports a tampered chain). */
export function labelReviews(sql: Sql): LabelReviewRow[] {
  const out: LabelReviewRow[] = [];
  for (const row of sql.all<{ value: string; at: string }>('SELECT value, at FROM meta WHERE key = ? ORDER BY seq', LABEL_REVIEW_KEY)) {
    let v: Record<string, unknown>;
    try {
      v = JSON.parse(row.value) as Record<string, unknown>;
    } catch {
      continue;
    }
    const { server, tool, tool_hash: toolHash, label, verdict, by, note } = v;
    if (typeof server !== 'string' || typeof tool !== 'string' || typeof toolHash !== 'string' || typeof label !== 'string' || typeof by !== 'string') continue;
    if (typeof verdict !== 'string' || !VERDICTS.has(verdict)) continue;
    out.push({ serverId: server, tool, toolHash, label, verdict: verdict as LabelReviewRow['verdict'], by, note: typeof note === 'string' ? note : null, at: row.at });
  }
  return out;
}
