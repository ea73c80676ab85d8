import type { Finding, JsonObject, Severity, ToolEntry } from '../model.js';
import type { FindingOf, HintContradictionDetail } from '../findings.js';
import type { ManifestDiff } from '../diff/types.js';
import type { LabelsData } from '../inventory/labels-data.js';
import { labelTool, summaryOf, type LabelEvidence } from '../inventory/label.js';
import { boundFragment } from '../diff/fragment.js';
import { TRUSTING as TRUSTING_VALUE } from '../diff/annotations.js';
import { isObject } from '../diff/schema-walk.js';

/**
 * H17's core: a tool whose own hint annotations promise less than its name and first sentence say
 * it does. A client that auto-approves read-only tools runs it without asking, and H7 sees only a
 * hint that moves between scans, never one that is false from the start. What the tool does is the
 * inventory labeller's judgement (labels.json), not a second list of verbs. Pure.
 */

/** A hint (sent with its trusting value, diff/annotations.ts), the labels that belie it, and how much it matters. */
interface TrustingHint {
  hint: HintContradictionDetail['hint'];
  /** In order: the first label the words give is the one reported. */
  belies: ReadonlyArray<{ label: HintContradictionDetail['label']; severity: Severity }>;
}

/**
 * Clients auto-approve on readOnlyHint, so a read-only tool whose name or first sentence says it
 * deletes, overwrites or runs code is HIGH: no honest tool of the 279 field servers sent one, and of
 * 559 one does, a test runner, defended (bench/README.md, H17 and round 10). The rest is LOW, seen
 * and never waited on: a read-only tool that sends data out (honest: an OAuth link read as
 * granting access, a drafter named for mail, an LLM gateway that "sends a request"), and
 * destructiveHint=false or openWorldHint=false, which gate no approval and which honest vendors
 * send on update, detach and upload tools (31 and 10 of the field's tools).
 */
const TRUSTING: readonly TrustingHint[] = [
  { hint: 'readOnlyHint', belies: [{ label: 'destructive', severity: 'HIGH' }, { label: 'code-execution', severity: 'HIGH' }, { label: 'egress', severity: 'LOW' }] },
  { hint: 'destructiveHint', belies: [{ label: 'destructive', severity: 'LOW' }] },
  { hint: 'openWorldHint', belies: [{ label: 'egress', severity: 'LOW' }] },
];

/**
 * A description whose first sentence calls the tool read-only agrees with its hint ("Execute a
 * READ-ONLY command"): the vendor stands by it, so the finding is a question for the operator
 * (MEDIUM), not a lie (HIGH). Read only where the labeller read, the first sentence.
 */
const SELF_READ_ONLY = /\bread[- ]?only\b|\bnon[- ]?destructive\b|\bwithout (?:modifying|changing|writing)\b/i;

/**
 * Evidence strong enough to call a hint false: the tool's own name or its first sentence. A
 * parameter name (`overwrite`, `description` on an update tool) is too often an option of an honest
 * tool; an annotation or a label implied by another proves nothing about the hint.
 */
function strong(e: LabelEvidence): e is LabelEvidence & { field: 'name' | 'summary' } {
  return e.field === 'name' || e.field === 'summary';
}

/** The trusting hints the tool sends explicitly (an absent hint is the protocol's careful default). */
function trustingHintsSent(tool: JsonObject): TrustingHint[] {
  const a = tool.annotations;
  return isObject(a) ? TRUSTING.filter((t) => a[t.hint] === TRUSTING_VALUE[t.hint]) : [];
}

/** Whether H17 has anything to weigh on this tool: lets a scan skip loading the labels. */
export function sendsTrustingHint(tool: JsonObject): boolean {
  return trustingHintsSent(tool).length > 0;
}

/**
 * Every trusting hint the tool sends with the first label that belies it, at most one per hint.
 * Labelled as an untrusted server's tool, so that no hint takes a label away.
 */
export function hintContradictions(data: LabelsData, tool: JsonObject): Array<{ detail: HintContradictionDetail; severity: Severity }> {
  const sent = trustingHintsSent(tool);
  if (sent.length === 0) return [];
  const labels = labelTool(data, tool, false);
  const selfDescribed = SELF_READ_ONLY.test(summaryOf(tool));
  const out: Array<{ detail: HintContradictionDetail; severity: Severity }> = [];
  for (const t of sent) {
    for (const b of t.belies) {
      const evidence = labels.labels.find((l) => l.label === b.label)?.evidence.find(strong);
      if (!evidence) continue;
      const own = t.hint === 'readOnlyHint' && selfDescribed;
      out.push({
        severity: own && b.severity === 'HIGH' ? 'MEDIUM' : b.severity,
        detail: { hint: t.hint, value: TRUSTING_VALUE[t.hint]!, label: b.label, rule: evidence.rule, read_at: evidence.field, fragment: boundFragment(evidence.fragment), self_described: own, labels_version: data.version },
      });
      break;
    }
  }
  return out;
}

function finding(tool: string, c: { detail: HintContradictionDetail; severity: Severity }): FindingOf<'H17'> {
  return {
    heuristic: 'H17',
    severity: c.severity,
    type: 'hint_contradiction',
    tool,
    field: `annotations.${c.detail.hint}`,
    fragment: c.detail.fragment,
    detail: c.detail,
  };
}

/** First contact: every tool's contradictions. */
export function hintFindingsOfTools(data: LabelsData, tools: readonly ToolEntry[]): Finding[] {
  return tools.flatMap((t) => hintContradictions(data, t.tool).map((c) => finding(t.name, c)));
}

/**
 * A change: the contradictions of each tool added, renamed or changed that its previous definition
 * did not have (same hint, same label). A tool that keeps `readOnlyHint: true` and gains "deletes"
 * is the first-contact lie arriving by an update; one that already contradicted itself was
 * reported when it first did.
 */
export function hintFindingsOfChanges(data: LabelsData, diff: ManifestDiff): Finding[] {
  const fresh = [...diff.added, ...diff.renamed.map((r) => r.tool)];
  const out = hintFindingsOfTools(data, fresh);
  for (const c of diff.changed) {
    const known = new Set(hintContradictions(data, c.before.tool).map((x) => `${x.detail.hint}:${x.detail.label}`));
    for (const x of hintContradictions(data, c.after.tool)) if (!known.has(`${x.detail.hint}:${x.detail.label}`)) out.push(finding(c.name, x));
  }
  return out;
}
