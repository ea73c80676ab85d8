import type { Finding } from '../model.js';
import type { Announcement } from '../history/types.js';
import { CONTENT_HEURISTICS } from '../model.js';
import { sameChange, type ChangeItem } from './changes.js';

/** Which announcement, if any, covers each change of a drift; and which findings that makes declared. */
export interface Coverage {
  /** Parallel to the change items: the covering announcement id, or null. */
  itemCoveredBy: (string | null)[];
  /** Parallel to the findings: the covering announcement id, or null (content heuristics: always null). */
  findingCoveredBy: (string | null)[];
  /** Every announcement that covered something: they become used. */
  used: string[];
  /** True when there is at least one change and every change and every finding is covered. */
  whollyCovered: boolean;
}

function declares(a: Announcement, item: ChangeItem, serverVersion: string | null): boolean {
  if (a.version !== null && a.version !== serverVersion) return false;
  const c = item.change;
  // A tool-scoped announcement covers only that tool's changes (server-level ones excepted).
  if (a.tool !== null && item.tool !== null && a.tool !== item.tool) return false;
  switch (c.kind) {
    case 'adds-param':
      return a.addsParam.includes(c.param);
    case 'removes-param':
      return a.removesParam.includes(c.param);
    case 'adds-tool':
      return a.addsTool.includes(c.tool);
    case 'removes-tool':
      return a.removesTool.includes(c.tool);
    case 'changes':
      if (c.what === 'version') return a.version !== null && a.version === serverVersion;
      return a.changes.includes(c.what);
  }
}

/**
 * Matches a drift's changes and findings against the active announcements (SPEC §7).
 * Content heuristics are never covered: an announced change that carries an injection still alerts.
 */
export function cover(
  items: ChangeItem[],
  findings: Finding[],
  announcements: Announcement[],
  serverVersion: string | null,
): Coverage {
  const itemCoveredBy = items.map((item) => announcements.find((a) => declares(a, item, serverVersion))?.id ?? null);
  const toolItemsCovered =
    items.some((i) => i.tool !== null) && items.every((i, k) => i.tool === null || itemCoveredBy[k] !== null);
  // A version bump that ships announced changes is part of that release.
  const anyCovered = itemCoveredBy.find((id) => id !== null) ?? null;
  items.forEach((item, k) => {
    if (item.change.kind === 'changes' && item.change.what === 'version' && itemCoveredBy[k] === null && toolItemsCovered) {
      itemCoveredBy[k] = anyCovered;
    }
  });

  const findingCoveredBy = findings.map((f) => {
    if (CONTENT_HEURISTICS.includes(f.heuristic) || !f.change) return null;
    // Silent mutation is covered when the operator announced every tool change it is about.
    if (f.heuristic === 'H5') return toolItemsCovered ? anyCovered : null;
    const k = items.findIndex((i) => (i.tool === f.tool || i.tool === null) && sameChange(i.change, f.change!));
    return k >= 0 ? itemCoveredBy[k] : null;
  });

  const used = [...new Set([...itemCoveredBy, ...findingCoveredBy].filter((x): x is string => x !== null))];
  const whollyCovered =
    items.length > 0 && itemCoveredBy.every((x) => x !== null) && findingCoveredBy.every((x) => x !== null);
  return { itemCoveredBy, findingCoveredBy, used, whollyCovered };
}
