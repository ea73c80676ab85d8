import type { ChangeKind } from '../model.js';
import type { ManifestDiff } from '../diff/types.js';
import { inOutputSchema } from '../diff/texts.js';

/**
 * One thing that changed between the reference and the current manifest, in the terms an
 * operator announces with. A drift is wholly declared when every change is covered.
 */
export interface ChangeItem {
  tool: string | null;
  change: ChangeKind;
}

/** Lists every change of a drift, including those no heuristic alerts on (a plain description edit). */
export function changeItems(diff: ManifestDiff, serverVersionChanged: boolean, endpointChanged: boolean): ChangeItem[] {
  const items: ChangeItem[] = [];
  for (const t of diff.added) items.push({ tool: t.name, change: { kind: 'adds-tool', tool: t.name } });
  for (const t of diff.removed) items.push({ tool: t.name, change: { kind: 'removes-tool', tool: t.name } });
  for (const r of diff.renamed) {
    items.push({ tool: r.to, change: { kind: 'adds-tool', tool: r.to } });
    items.push({ tool: r.from, change: { kind: 'removes-tool', tool: r.from } });
  }
  for (const c of diff.changed) {
    for (const p of c.paramsAdded) items.push({ tool: c.name, change: { kind: 'adds-param', param: p.name } });
    for (const p of c.paramsRemoved) items.push({ tool: c.name, change: { kind: 'removes-param', param: p.name } });
    if (c.keywords.length > 0 || c.otherFields.length > 0) items.push({ tool: c.name, change: { kind: 'changes', what: 'schema' } });
    if (c.annotations.length > 0) items.push({ tool: c.name, change: { kind: 'changes', what: 'annotations' } });
    // Parameter names are covered by adds/removes-param; every other text is "description".
    // Texts of a newly added parameter come with it (announced by --adds-param).
    // A text deleted is a description change too.
    if (
      c.texts.some((t) => t.kind !== 'param-name' && t.kind !== 'name' && t.param === undefined && !inOutputSchema(t.field)) ||
      c.textsRemoved.some((t) => !inOutputSchema(t.field))
    ) {
      items.push({ tool: c.name, change: { kind: 'changes', what: 'description' } });
    }
  }
  if (serverVersionChanged) items.push({ tool: null, change: { kind: 'changes', what: 'version' } });
  if (endpointChanged) items.push({ tool: null, change: { kind: 'changes', what: 'endpoint' } });
  return items;
}

/** What makes two changes the same, as a map key (findings are matched to change items by it). */
export function changeKey(c: ChangeKind): string {
  switch (c.kind) {
    case 'adds-param':
    case 'removes-param':
      return JSON.stringify([c.kind, c.param]);
    case 'adds-tool':
    case 'removes-tool':
      return JSON.stringify([c.kind, c.tool]);
    case 'changes':
      return JSON.stringify([c.kind, c.what]);
  }
}
