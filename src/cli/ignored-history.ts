import type { IgnoreRef, SentinelRecord } from '../model.js';
import type { DiffDocument, IgnoredListing } from '../diff/segments.js';
import { childPath } from '../diff/paths.js';
import { under } from '../pipeline/ignore.js';

/** The entries behind stored `ignored` records, one per entry, in order of first appearance. */
export function ignoredListing(records: readonly SentinelRecord[]): IgnoredListing[] {
  const out = new Map<string, IgnoredListing>();
  for (const r of records) {
    const ref: IgnoreRef | undefined = r.ignore;
    if (!ref) continue;
    const seen = out.get(ref.entry);
    if (seen) {
      for (const id of r.heuristic_ids) if (!seen.heuristic_ids.includes(id)) seen.heuristic_ids.push(id);
      continue;
    }
    out.set(ref.entry, { entry: ref.entry, tool: String(ref.tool ?? r.tool ?? ''), path: ref.path, heuristic_ids: [...r.heuristic_ids], reason: ref.reason, expires: ref.expires });
  }
  return [...out.values()];
}

/**
 * The diff document with its ignored differences marked: the stored `ignored` records of a drift
 * between exactly these two versions name the entries; each schema change and text under one of
 * their paths carries that entry's id. Unchanged when nothing was ignored.
 */
export function markIgnored(doc: DiffDocument, records: readonly SentinelRecord[]): DiffDocument {
  const listing = ignoredListing(records.filter((r) => r.drift && r.drift.baseline_version === doc.from && r.drift.current_version === doc.to));
  if (listing.length === 0) return doc;
  const entryAt = (tool: string, field: string) => listing.find((l) => l.tool === tool && under(field, l.path))?.entry;
    return {
    ...doc,
    tools: doc.tools.map((t) => ({
      ...t,
      schema: t.schema.map((k) => {
        const entry = entryAt(t.name, childPath(k.path, k.keyword));
        return entry ? { ...k, ignored: entry } : k;
      }),
      texts: t.texts.map((x) => {
        const entry = entryAt(t.name, x.field);
        return entry ? { ...x, ignored: entry } : x;
      }),
    })),
    ignored: listing,
  };
}
