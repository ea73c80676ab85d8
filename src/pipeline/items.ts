/**
 * Items other than tools in a scan: the content heuristics over their texts (whole at first
 * contact and when an item arrives, the words added when it changed), the change items an
 * announcement covers (`--changes prompts|resources|instructions`, one per changed kind), and
 * their malformed ones.
 */
import type { Finding, ItemEntry, MalformedItem, RecordType } from '../model.js';
import type { Heuristics, ContentText } from '../heuristics/types.js';
import type { ItemDiff } from '../diff/items.js';
import { itemTexts } from '../diff/items.js';
import { changeWhatOf } from '../fingerprint/items.js';
import { itemRecordType, refOf } from '../heuristics/structural-items.js';
import type { ChangeItem } from './changes.js';
import { NO_PAUSE, type Pause } from './content.js';

function argumentNames(i: ItemEntry): string[] {
  return Array.isArray(i.item.arguments)
    ? i.item.arguments.flatMap((a) => (typeof a === 'object' && a !== null && !Array.isArray(a) && typeof a.name === 'string' ? [a.name] : []))
    : [];
}

/**
 * The engine reads an item's texts as a tool's; its findings are then the item's. `sessionNames`
 * are the tools of the other servers only: a server's instructions and prompts naming its own tools
 * is how they are meant to be used, not a reference to another tool.
 */
function judge(i: ItemEntry, type: RecordType, texts: ContentText[], sessionNames: string[], h: Heuristics): Finding[] {
  if (texts.length === 0) return [];
  const subject = i.kind === 'prompt' ? i.id : null;
  return h.content({ tool: subject, type, texts, paramNames: argumentNames(i), sessionToolNames: sessionNames }).map((f) => ({ ...f, tool: null, item: refOf(i) }));
}

/** Whole items: at first contact (`first_contact`) or as they arrive (their kind's `_added`). */
export async function contentOfItems(items: ItemEntry[], type: RecordType | null, sessionNames: string[], h: Heuristics, pause: Pause = NO_PAUSE): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const i of items) {
    await pause();
    out.push(...judge(i, type ?? itemRecordType(i.kind, 'added'), itemTexts(i), sessionNames, h));
  }
  return out;
}

/** A drift's items: those added whole, changed ones on the words added only. */
export async function contentOfItemChanges(diff: ItemDiff, sessionNames: string[], h: Heuristics, pause: Pause = NO_PAUSE): Promise<Finding[]> {
  const out = await contentOfItems(diff.added, null, sessionNames, h, pause);
  for (const c of diff.changed) {
    await pause();
    const texts: ContentText[] = c.texts.map((t) => ({ field: t.field, kind: t.kind, text: t.after, added: t.added, ...(t.before !== null ? { before: t.before } : {}) }));
    out.push(...judge(c.after, itemRecordType(c.kind, 'change'), texts, sessionNames, h));
  }
  return out;
}

/** One change item per changed kind of item, so that `announce --changes prompts` covers them all. */
export function itemChangeItems(diff: ItemDiff): ChangeItem[] {
  const out: ChangeItem[] = [];
  const seen = new Set<string>();
  for (const i of [...diff.added, ...diff.removed, ...diff.changed]) {
    const what = changeWhatOf(i.kind);
    if (seen.has(what)) continue;
    seen.add(what);
    out.push({ tool: null, change: { kind: 'changes', what } });
  }
  return out;
}

/** Malformed items not in the reference (by hash): the new ones are news. */
export function newMalformedItems(current: MalformedItem[] | undefined, reference: MalformedItem[]): MalformedItem[] {
  const known = new Set(reference.map((m) => m.hash));
  return (current ?? []).filter((m) => !known.has(m.hash));
}
