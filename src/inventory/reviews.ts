import { LABELS, type Label } from './labels-data.js';
import type { ToolLabels } from './label.js';

/**
 * People's readings of the labels (`label`), applied over the labeller's. A second reader meets the
 * per-label targets against the first where the labeller does not (bench/README.md, "Two readers"):
 * where an operator has read a tool, their reading wins. A reading is of one definition:
 * once the tool changes (its hash differs), it no longer applies and the labeller's labels are back,
 * so a rug pull cannot hide behind a reviewer's "not egress". Pure: rows in, labels out.
 */

/**
 * A person's reading of one label of one tool, bound to the tool's definition as hashed then
 * (ToolEntry.hash): `add` (the tool has it), `remove` (it has not), `reset` (back to the labeller).
 * history/label-review.ts stores them, with the server, in the order given.
 */
export interface LabelReview {
  tool: string;
  toolHash: string;
  label: string;
  verdict: 'add' | 'remove' | 'reset';
  by: string;
  note: string | null;
  at: string;
}

/** A review in force, as a record shows it: `current` is false when the tool changed since. */
export interface ReviewNote {
  label: Label;
  verdict: 'add' | 'remove';
  by: string;
  at: string;
  note: string | null;
  current: boolean;
}

/** The reviews in force of one server: per tool, per label, the latest row unless it was a reset. */
export type ServerReviews = Map<string, Map<Label, LabelReview>>;

const isLabel = (s: string): s is Label => (LABELS as readonly string[]).includes(s);

/** Every server's reviews in force, from the rows of the history (oldest first). */
export function reviewsByServer(rows: ReadonlyArray<LabelReview & { serverId: string }>): Map<string, ServerReviews> {
  const by = new Map<string, Array<LabelReview & { serverId: string }>>();
  for (const r of rows) {
    const list = by.get(r.serverId);
    if (list === undefined) by.set(r.serverId, [r]);
    else list.push(r);
  }
  return new Map([...by].map(([id, list]) => [id, reviewsInForce(list)]));
}

/** Rows in the order they were written (oldest first), of one server. */
export function reviewsInForce(rows: readonly LabelReview[]): ServerReviews {
  const out: ServerReviews = new Map();
  for (const r of rows) {
    if (!isLabel(r.label)) continue;
    const byLabel = out.get(r.tool) ?? new Map<Label, LabelReview>();
    if (r.verdict === 'reset') byLabel.delete(r.label);
    else byLabel.set(r.label, r);
    if (byLabel.size > 0) out.set(r.tool, byLabel);
    else out.delete(r.tool);
  }
  return out;
}

/**
 * The tool's labels once its reviews are applied: a label added carries the review as its evidence,
 * a label removed is listed in `removed` (field `review`). Reviews of an earlier definition are
 * listed, not applied.
 */
export function applyReviews(t: ToolLabels, toolHash: string, reviews: ServerReviews | undefined): { labels: ToolLabels; reviews: ReviewNote[] } {
  const mine = reviews?.get(t.tool);
  if (mine === undefined) return { labels: t, reviews: [] };
  const labels = new Map(t.labels.map((l) => [l.label, l]));
  const removed = [...t.removed];
  const notes = reviewNotes(mine, toolHash);
  for (const n of notes) {
    if (!n.current) continue;
    if (n.verdict === 'add' && !labels.has(n.label)) labels.set(n.label, { label: n.label, evidence: [{ rule: 'review', field: 'review', fragment: `added by ${n.by}` }] });
    if (n.verdict === 'remove' && labels.delete(n.label)) removed.push({ label: n.label, rule: 'review', field: 'review' });
  }
  return { labels: { ...t, labels: LABELS.filter((l) => labels.has(l)).map((l) => labels.get(l)!), removed }, reviews: notes };
}

/**
 * One tool's readings in force, in label order, each `current` while the tool is still defined as
 * it was read (`toolHash`: its hash now, undefined when the tool is gone).
 */
export function reviewNotes(byLabel: Map<Label, LabelReview>, toolHash: string | undefined): ReviewNote[] {
  return LABELS.filter((l) => byLabel.has(l)).map((label) => {
    const r = byLabel.get(label)!;
    return { label, verdict: r.verdict === 'add' ? 'add' : 'remove', by: r.by, at: r.at, note: r.note, current: r.toolHash === toolHash };
  });
}
