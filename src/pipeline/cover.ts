import type { Finding } from '../model.js';
import type { Announcement } from '../history/types.js';
import { CONTENT_HEURISTICS } from '../model.js';
import type { ChangeKind } from '../model.js';
import { changeKey, type ChangeItem } from './changes.js';

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

/** An announcement's lists as sets: a drift of N changes is looked up in N steps, not N × list length. */
interface Declared {
  a: Announcement;
  addsParam: Set<string>;
  removesParam: Set<string>;
  addsTool: Set<string>;
  removesTool: Set<string>;
  changes: Set<string>;
}

function declared(a: Announcement): Declared {
  return {
    a,
    addsParam: new Set(a.addsParam),
    removesParam: new Set(a.removesParam),
    addsTool: new Set(a.addsTool),
    removesTool: new Set(a.removesTool),
    changes: new Set(a.changes),
  };
}

function declares(d: Declared, item: ChangeItem, serverVersion: string | null): boolean {
  const a = d.a;
  if (a.version !== null && a.version !== serverVersion) return false;
  const c = item.change;
  // A tool-scoped announcement covers only that tool's changes (server-level ones excepted).
  if (a.tool !== null && item.tool !== null && a.tool !== item.tool) return false;
  switch (c.kind) {
    case 'adds-param':
      return d.addsParam.has(c.param);
    case 'removes-param':
      return d.removesParam.has(c.param);
    case 'adds-tool':
      return d.addsTool.has(c.tool);
    case 'removes-tool':
      return d.removesTool.has(c.tool);
    case 'changes':
      if (c.what === 'version') return a.version !== null && a.version === serverVersion;
      return d.changes.has(c.what);
  }
}

/**
 * The first change item a finding is about: one of its tool's, or a server-level one (tool null),
 * whichever comes first. Built once, so that N findings cost N lookups instead of N scans of N items.
 */
function firstItemIndex(items: ChangeItem[]): (tool: string | null, change: ChangeKind) => number {
  const byTool = new Map<string, number>();
  const serverLevel = new Map<string, number>();
  items.forEach((item, k) => {
    const key = changeKey(item.change);
    if (item.tool === null) {
      if (!serverLevel.has(key)) serverLevel.set(key, k);
      return;
    }
    const toolKey = JSON.stringify([item.tool, key]);
    if (!byTool.has(toolKey)) byTool.set(toolKey, k);
  });
  return (tool, change) => {
    const key = changeKey(change);
    const own = tool === null ? serverLevel.get(key) : byTool.get(JSON.stringify([tool, key]));
    const shared = serverLevel.get(key);
    if (own === undefined) return shared ?? -1;
    return shared === undefined ? own : Math.min(own, shared);
  };
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
  const active = announcements.map(declared);
  const itemCoveredBy = items.map((item) => active.find((d) => declares(d, item, serverVersion))?.a.id ?? null);
  const toolItemsCovered =
    items.some((i) => i.tool !== null) && items.every((i, k) => i.tool === null || itemCoveredBy[k] !== null);
  // A version bump that ships announced changes is part of that release.
  const anyCovered = itemCoveredBy.find((id) => id !== null) ?? null;
  items.forEach((item, k) => {
    if (item.change.kind === 'changes' && item.change.what === 'version' && itemCoveredBy[k] === null && toolItemsCovered) {
      itemCoveredBy[k] = anyCovered;
    }
  });

  const itemOf = firstItemIndex(items);
  const findingCoveredBy = findings.map((f) => {
    if (CONTENT_HEURISTICS.includes(f.heuristic) || !f.change) return null;
    // Silent mutation is covered when the operator announced every tool change it is about.
    if (f.heuristic === 'H5') return toolItemsCovered ? anyCovered : null;
    const k = itemOf(f.tool, f.change);
    return k >= 0 ? itemCoveredBy[k] : null;
  });

  const used = [...new Set([...itemCoveredBy, ...findingCoveredBy].filter((x): x is string => x !== null))];
  const whollyCovered =
    items.length > 0 && itemCoveredBy.every((x) => x !== null) && findingCoveredBy.every((x) => x !== null);
  return { itemCoveredBy, findingCoveredBy, used, whollyCovered };
}
