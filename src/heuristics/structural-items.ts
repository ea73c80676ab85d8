/**
 * Structural judgements of items other than tools, with the tools' own heuristics where the change
 * is alike: an item arrived or left (H13, LOW); a new prompt argument is a new parameter (H1); a
 * resource or template whose URI moved to another host is an endpoint move (H4); what nothing else
 * explains of a changed item (a rewritten description, a new mimeType) is a definition change
 * (H15), so every change of an item leaves a record. Pure.
 */
import type { Finding, ItemEntry, ItemKind, ItemRef, RecordType } from '../model.js';
import { CONTENT_HEURISTICS } from '../findings.js';
import { canonicalize } from '../fingerprint/canonical.js';
import { changeWhatOf } from '../fingerprint/items.js';
import type { ItemChange, ItemDiff } from '../diff/items.js';
import { boundFragment } from '../diff/fragment.js';
import { childPath } from '../diff/paths.js';
import { addedWordRanges, MANIFEST_EDIT_BUDGET, type EditBudget } from '../diff/words.js';
import type { Heuristics } from './types.js';

const MAX_FIELDS = 10;
const MAX_RUNS = 10;
const MAX_RUN = 120;

/** The record type of each kind's added, removed and changed items. */
export function itemRecordType(kind: ItemKind, what: 'added' | 'removed' | 'change'): RecordType {
  return `${kind}_${what}` as RecordType;
}

export function refOf(i: { kind: ItemKind; id: string }): ItemRef {
  return { kind: i.kind, id: i.id };
}

function setFinding(i: ItemEntry, change: 'added' | 'removed', h: Heuristics): Finding {
  return {
    heuristic: 'H13',
    severity: h.meta('H13').severity,
    type: itemRecordType(i.kind, change),
    tool: null,
    item: refOf(i),
    field: i.kind === 'instructions' ? 'instructions' : null,
    fragment: i.kind === 'instructions' ? null : boundFragment(i.id),
    change: { kind: 'changes', what: changeWhatOf(i.kind) },
    detail: { item_kind: i.kind, item: boundFragment(i.id), change },
  };
}

function runs(from: string | null, to: string | null, budget: EditBudget): string[] {
  if (to === null || to.length === 0) return [];
  return addedWordRanges(from, to, budget).map(([s, e]) => boundFragment(to.slice(s, e), MAX_RUN));
}

function text(v: unknown): string | null {
  if (v === undefined) return null;
  return typeof v === 'string' ? v : canonicalize(v);
}

/** H15 over what the other findings of this item leave unexplained. */
function definitionFindings(c: ItemChange, explainedTexts: boolean, explainedAll: boolean, h: Heuristics, budget: EditBudget): Finding[] {
  const out: Finding[] = [];
  // A change no listed part shows (prompt arguments reordered): the item as a whole, so it is seen.
  const whole = !explainedAll && !explainedTexts && c.texts.length === 0 && c.textsRemoved.length === 0 && c.otherFields.length === 0 && c.argumentsRemoved.length === 0 && !c.moved;
  const parts = (what: 'description' | 'schema'): Array<{ field: string; before: string | null; after: string | null }> =>
    what === 'description'
      ? [
          // A prompt's name is its identity; a resource's name is a text like its title.
          ...c.texts.filter((t) => (t.kind !== 'name' || c.kind !== 'prompt') && t.kind !== 'param-name' && t.param === undefined).map((t) => ({ field: t.field, before: t.before, after: t.after })),
          ...c.textsRemoved.map((t) => ({ field: t.field, before: t.text, after: null })),
        ]
      : [
          ...c.otherFields.map((k) => ({ field: k, before: text(c.before.item[k]), after: text(c.after.item[k]) })),
          ...c.argumentsRemoved.map((a) => ({ field: childPath('arguments', a), before: a, after: null })),
          ...(c.moved && !c.moved.hostMoved ? [{ field: c.kind === 'resource' ? 'uri' : 'uriTemplate', before: c.moved.from, after: c.moved.to }] : []),
          ...(whole ? [{ field: '*', before: canonicalize(c.before.item), after: canonicalize(c.after.item) }] : []),
        ];
  for (const what of ['description', 'schema'] as const) {
    if (what === 'description' && explainedTexts) continue;
    const all = parts(what);
    if (all.length === 0) continue;
    const listed = all.slice(0, MAX_FIELDS);
    const added: string[] = [];
    const removed: string[] = [];
    for (const p of listed) {
      added.push(...runs(p.before, p.after, budget).slice(0, MAX_RUNS - added.length));
      removed.push(...runs(p.after, p.before, budget).slice(0, MAX_RUNS - removed.length));
    }
    const shown = added.length > 0 ? added : removed;
    out.push({
      heuristic: 'H15',
      severity: h.meta('H15').severity,
      type: itemRecordType(c.kind, 'change'),
      tool: null,
      item: refOf(c),
      field: listed[0]!.field,
      fragment: shown.length > 0 ? boundFragment(shown.join(' … ')) : null,
      change: { kind: 'changes', what: changeWhatOf(c.kind) },
      detail: { what, fields: listed.map((p) => boundFragment(p.field)), field_count: all.length, added, removed },
    });
  }
  return out;
}

/**
 * Structural findings of an item diff. `content` are the content findings already made on the
 * drift's items: a text they judged is explained (as for tools, H15 is the net under the cues).
 */
export function itemStructuralFindings(diff: ItemDiff, content: Finding[], h: Heuristics): Finding[] {
  const out: Finding[] = [];
  for (const i of diff.added) out.push(setFinding(i, 'added', h));
  for (const i of diff.removed) out.push(setFinding(i, 'removed', h));
  const judged = new Set(content.filter((f) => f.item && CONTENT_HEURISTICS.includes(f.heuristic)).map((f) => `${f.item!.kind}\u0000${f.item!.id}`));
  const budget: EditBudget = { remaining: MANIFEST_EDIT_BUDGET };
  for (const c of diff.changed) {
    const type = itemRecordType(c.kind, 'change');
    const change = { kind: 'changes' as const, what: changeWhatOf(c.kind) };
    for (const a of c.argumentsAdded) {
      const path = childPath('arguments', a);
      out.push({ heuristic: 'H1', severity: h.meta('H1').severity, type, tool: null, item: refOf(c), field: path, fragment: boundFragment(a), change, detail: { param: boundFragment(a), path: boundFragment(path) } });
    }
    if (c.moved?.hostMoved) {
      const field = c.kind === 'resource' ? 'uri' : 'uriTemplate';
      out.push({
        heuristic: 'H4',
        severity: h.meta('H4').severity,
        type,
        tool: null,
        item: refOf(c),
        field,
        fragment: boundFragment(c.moved.to),
        change,
        detail: { before: boundFragment(c.moved.from), after: boundFragment(c.moved.to) },
      });
    }
    out.push(...definitionFindings(c, judged.has(`${c.kind}\u0000${c.id}`), c.argumentsAdded.length > 0, h, budget));
  }
  return out;
}
