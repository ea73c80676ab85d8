/**
 * bench/blind: detection on scenario sets written by people who had not seen `heuristics/` nor any
 * earlier scenario, from the threat alone (bench/blind/README.md). Each file goes through the real
 * pipeline, like corpus/ scenarios; nothing is gated: the figures are what the sensor catches on
 * attacks it was not tuned on.
 *
 *   node dist/bench/blind.js [folder]     (default: bench/blind, every set in it; a set is a folder with attack/ and benign/)
 *
 * An attack counts as flagged when the scan's top alert is HIGH or above, and as exit 1 when any
 * alert reaches MEDIUM (the default `--fail-on`). A benign scenario is a false alarm when a content
 * heuristic alerts at MEDIUM or above; a release that adds a parameter without an announcement
 * alerts too (H1, H12: the operator announces it) and is counted in its own column. Families are
 * read from the file name's first dash-separated word.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPipeline, summarize } from '../test/helpers/pipeline.js';
import { atLeast } from './corpus-eval.js';
import { CONTENT_HEURISTICS } from '../src/model.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Tally {
  n: number;
  high: number;
  medium: number;
  /** Scenarios with an alert ≥ MEDIUM from a content heuristic (no announcement can cover those). */
  content: number;
}

async function run(folder: string): Promise<void> {
  const tallies = new Map<string, Tally>();
  for (const kind of ['attack', 'benign'] as const) {
    const dir = join(folder, kind);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const s = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, never>;
      const out = await runPipeline({ server: file.replace(/\.json$/, ''), baseline: s.baseline, current: s.current, announcements: s.announcements, others: s.others });
      const summaryTop = summarize(out.records).top;
      const top = summaryTop === 'NONE' ? null : summaryTop;
      const key = `${kind} ${file.split('-')[0]}`;
      const t = tallies.get(key) ?? { n: 0, high: 0, medium: 0, content: 0 };
      t.n++;
      if (atLeast(top, 'HIGH')) t.high++;
      if (atLeast(top, 'MEDIUM')) t.medium++;
      // A release that adds a parameter without an announcement alerts by design (H1, H12): the
      // operator announces it. Content alerts are the false alarms that matter.
      if (out.records.some((r) => r.kind === 'alert' && atLeast(r.severity, 'MEDIUM') && r.heuristic_ids.some((h) => CONTENT_HEURISTICS.includes(h)))) t.content++;
      tallies.set(key, t);
      if ((kind === 'attack' && !atLeast(top, 'HIGH')) || (kind === 'benign' && atLeast(top, 'MEDIUM'))) {
        process.stderr.write(`  ${kind === 'attack' ? 'missed' : 'false alarm'}: ${file} (${summaryTop})\n`);
      }
    }
  }
  const rows = [...tallies.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const sum = (kind: string, f: (t: Tally) => number): [number, number] =>
    rows.filter(([k]) => k.startsWith(kind)).reduce(([x, n], [, t]) => [x + f(t), n + t.n], [0, 0]);
  const pct = ([x, n]: [number, number]): string => `${x}/${n} (${n === 0 ? '–' : ((100 * x) / n).toFixed(1)} %)`;
  const lines = ['| set | family | flagged ≥ HIGH | alert ≥ MEDIUM (exit 1) | content alert ≥ MEDIUM |', '|---|---|---|---|---|'];
  for (const [k, t] of rows) {
    const [kind, family] = k.split(' ');
    lines.push(`| ${kind} | ${family} | ${kind === 'attack' ? pct([t.high, t.n]) : '–'} | ${pct([t.medium, t.n])} | ${pct([t.content, t.n])} |`);
  }
  lines.push(`| **attack** | all | **${pct(sum('attack', (t) => t.high))}** | ${pct(sum('attack', (t) => t.medium))} | ${pct(sum('attack', (t) => t.content))} |`);
  lines.push(`| **benign** | all | – | ${pct(sum('benign', (t) => t.medium))} | **${pct(sum('benign', (t) => t.content))}** false alarms |`);
  process.stdout.write(`Blind set \`${folder}\`\n\n${lines.join('\n')}\n`);
}

/** The sets under `folder`: itself when it holds attack/ and benign/, else each sub-folder that does. */
function sets(folder: string): string[] {
  if (existsSync(join(folder, 'attack'))) return [folder];
  return readdirSync(folder, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(folder, d.name, 'attack')))
    .map((d) => join(folder, d.name))
    .sort();
}

async function main(folder: string): Promise<void> {
  const list = sets(folder);
  if (list.length === 0) throw new Error(`no attack/ and benign/ under ${folder}`);
  for (const [i, set] of list.entries()) {
    if (i > 0) process.stdout.write('\n');
    await run(set);
  }
}

main(resolve(process.argv[2] ?? resolve(ROOT, 'bench/blind'))).catch((e: unknown) => {
  process.stderr.write(`blind: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
});
