/**
 * Every item of a snapshot as one flat list of (kind, key, hash): what a comparison of two lists
 * needs without knowing what each kind holds. Tools today (a malformed tool keyed by its name, or
 * by its wire position when it has none); a further kind of item is one more block here, and every
 * comparison built on this list takes it in.
 */
import type { JsonValue, Snapshot } from '../model.js';

export interface ItemRef {
  /** `tool` (and, as the fingerprint grows, the other kinds of item a server lists). */
  kind: string;
  /** The item's identity within its kind: a tool's name. */
  key: string;
  hash: string;
  /** The item as sent (for the history). */
  value: JsonValue;
}

export function itemsOf(snapshot: Snapshot): ItemRef[] {
  const out: ItemRef[] = snapshot.tools.map((t) => ({ kind: 'tool', key: t.name, hash: t.hash, value: t.tool }));
  for (const m of snapshot.malformed) out.push({ kind: 'tool', key: m.name ?? `#${m.index}`, hash: m.hash, value: m.raw });
  return out;
}
