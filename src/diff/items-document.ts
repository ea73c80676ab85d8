/**
 * The `diff` command's part for items beyond tools: added, removed and changed prompts, resources,
 * resource templates and instructions, with the word segments of every changed text. Pure.
 */
import type { ItemKind } from '../model.js';
import type { ItemDiff } from './items.js';
import { wordSegments, type Segment } from './segments.js';

export interface ItemsDocument {
  added: Array<{ kind: ItemKind; id: string }>;
  removed: Array<{ kind: ItemKind; id: string }>;
  changed: Array<{
    kind: ItemKind;
    id: string;
    moved_from?: string;
    arguments_added: string[];
    arguments_removed: string[];
    fields: string[];
    texts: Array<{ field: string; segments: Segment[] }>;
  }>;
}

export function itemsDocument(d: ItemDiff): ItemsDocument | null {
  if (d.added.length + d.removed.length + d.changed.length === 0) return null;
  return {
    added: d.added.map((i) => ({ kind: i.kind, id: i.id })),
    removed: d.removed.map((i) => ({ kind: i.kind, id: i.id })),
    changed: d.changed.map((c) => ({
      kind: c.kind,
      id: c.id,
      ...(c.moved ? { moved_from: c.moved.from } : {}),
      arguments_added: c.argumentsAdded,
      arguments_removed: c.argumentsRemoved,
      fields: c.otherFields,
      texts: [
        ...c.texts.map((t) => ({ field: t.field, segments: wordSegments(t.before, t.after) })),
        ...c.textsRemoved.map((t) => ({ field: t.field, segments: [{ op: '-' as const, text: t.text }] })),
      ],
    })),
  };
}
