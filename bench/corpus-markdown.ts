/** The benchmark's report as Markdown (pasted into bench/README.md) and its short failure list. */
import { BORDERLINE } from './corpus-data.js';
import { MIN_GATED_CATEGORY, pct, TARGETS, type Rate, type Summary } from './corpus-summary.js';

const frac = (r: Rate) => `${r.hit}/${r.n}`;
const cell = (r: Rate) => (r.n === 0 ? '–' : `${frac(r)} (${pct(r)})`);
// Category names are data: no table break, no HTML tag in the rendered Markdown.
const apart = (n: number) => (n > 0 ? ` (+${n} without signal¹)` : '');
const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function markdown(s: Summary): string {
  const out: string[] = [];
  const p = s.pairs;
  out.push(`Heuristics ${s.heuristicsVersion}; folder \`${s.folder}\`.`, '');
  out.push('**First contact** (each server\'s rows as one manifest, scanned alone as `scan --manifest` would): a malicious tool is flagged when a record for it is HIGH or above; a benign tool is a false alarm when any record for it is MEDIUM or above.', '');
  out.push('| file | malicious flagged ≥ HIGH | benign alerted ≥ MEDIUM |', '|---|---|---|');
  for (const f of s.firstContact.files) out.push(`| ${f.file} | ${cell(f.malicious)} | ${cell(f.benignFp)} |`);
  out.push(`| **all** | **${cell(s.firstContact.malicious)}** | **${cell(s.firstContact.benignFp)}** |`, '');
  out.push('**Before/after pairs** (`pairs_*.jsonl`; the "before" tool is the approved baseline, the "after" tool the next release, with the server version moved so that H5 stays out of it).', '');
  out.push('| what | count |', '|---|---|');
  out.push(`| malicious changes flagged ≥ HIGH (any heuristic) | ${cell(p.malicious)} |`);
  out.push(`| malicious changes flagged ≥ HIGH by content heuristics alone | ${cell(p.maliciousContent)} |`);
  out.push(`| benign changes with a **content** alert ≥ MEDIUM (H3 H8 H9 H10 H11 H14; target ≤ ${pct(TARGETS.benignChanges)}) | ${cell(p.benignContentFp)} |`);
  out.push(`| benign changes with a **structural** alert ≥ MEDIUM (H1 H7 H12 … fire by design on real changes; not gated) | ${cell(p.benignStructural)} |`);
  out.push('');
  out.push('| change | benign | content ≥ MEDIUM | structural ≥ MEDIUM | malicious flagged ≥ HIGH |', '|---|---|---|---|---|');
  for (const c of p.byChange) out.push(`| ${c.change} | ${c.benign} | ${c.contentFp} | ${c.structural} | ${cell(c.malicious)} |`);
  out.push('');
  out.push(`**Attack categories** (flagged = a record for the tool at HIGH or above). Categories marked "no" have no textual signal by design and are reported, not gated; categories under ${MIN_GATED_CATEGORY} rows are not gated one by one.`, '');
  out.push('| category | textual signal | first contact | pairs |', '|---|---|---|---|');
  for (const c of s.categories) out.push(`| ${esc(c.category)} | ${c.textual ? 'yes' : `no: ${esc(c.reason ?? '')}`} | ${cell(c.firstContact)}${apart(c.withoutSignal.firstContact)} | ${cell(c.pairs)}${apart(c.withoutSignal.pairs)} |`);
  out.push('');
  const left = s.categories.filter((c) => c.withoutSignal.firstContact + c.withoutSignal.pairs > 0);
  for (const c of left) {
    out.push(`¹ ${esc(c.category)}: ${c.withoutSignal.firstContact} first-contact rows and ${c.withoutSignal.pairs} pairs left out of every rate: ${esc(c.withoutSignal.reason ?? '')}.`);
  }
  if (left.length > 0) out.push('');
  out.push(`**Attacks with a textual signal** (target ≥ ${pct(TARGETS.textualOverall)} overall, ≥ ${pct(TARGETS.textualCategory)} per category): first contact ${cell(s.textual.firstContact)}, pairs ${cell(s.textual.pairs)}.`, '');
  const thin = s.textualNotBorderline;
  out.push(`For reference, without the borderline categories (${BORDERLINE.map((b) => esc(b.match.source))}: ${BORDERLINE.map((b) => b.reason).join('; ')}): first contact ${cell(thin.firstContact)}, pairs ${cell(thin.pairs)} — counted above and gated all the same.`, '');
  if (s.throughput) {
    const t = s.throughput;
    out.push(`**Content-heuristics throughput**: ${t.medianMBs.toFixed(1)} MB/s (median of ${t.runsMs.length} runs over ${(t.bytes / 1e6).toFixed(1)} MB of corpus descriptions, one \`content()\` call per description; runs ${t.runsMs.join(', ')} ms; target ≥ ${TARGETS.throughputMBs} MB/s).`, '');
  }
  out.push(s.gate.pass ? '**Gate**: pass.' : `**Gate**: FAIL — ${s.gate.failures.join('; ')}.`);
  return out.join('\n') + '\n';
}
