/**
 * bench/blind: detection on scenario sets written by people who had not seen `heuristics/` nor any
 * earlier scenario, from the threat alone (bench/blind/README.md). Each file goes through the real
 * pipeline, like corpus/ scenarios; nothing is gated: the figures are what the sensor catches on
 * attacks it was not tuned on.
 *
 *   node dist/bench/blind.js [folder]     (default: bench/blind, every set in it; a set is a folder with attack/ and benign/)
 *   node dist/bench/blind.js --record     also write the figures of every set into bench/results.json
 *                                         (then: node dist/bench/figures.js --write)
 *
 * An attack counts as flagged when the scan's top alert is HIGH or above, and as exit 1 when any
 * alert reaches MEDIUM (the default `--fail-on`). A benign scenario is a false alarm when a content
 * heuristic alerts at MEDIUM or above; a release that adds a parameter without an announcement
 * alerts too (H1, H12: the operator announces it) and is counted in its own column. Families are
 * read from the file name's first dash-separated word.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPipeline, summarize } from '../test/helpers/pipeline.js';
import { atLeast } from './corpus-eval.js';
import { CONTENT_HEURISTICS, type SentinelRecord } from '../src/model.js';
import { loadHeuristics } from '../src/heuristics/load.js';
import { readResults, recordResults, today, type BlindSet } from './lib/results.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Tally {
  n: number;
  high: number;
  medium: number;
  /** Scenarios with an alert ≥ MEDIUM from a content heuristic (no announcement can cover those). */
  content: number;
}

const contentAlert = (records: SentinelRecord[]): boolean =>
  records.some((r) => r.kind === 'alert' && atLeast(r.severity, 'MEDIUM') && r.heuristic_ids.some((h) => CONTENT_HEURISTICS.includes(h)));

async function run(folder: string): Promise<BlindSet> {
  const tallies = new Map<string, Tally>();
  // A change's baseline is an honest release: a content alert on it is a false alarm too. The scan
  // goes on as an operator's would (they approve the baseline), and the alarm is counted apart.
  let baselines = 0;
  let baselineAlarms = 0;
  for (const kind of ['attack', 'benign'] as const) {
    const dir = join(folder, kind);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const s = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, never>;
      const out = await runPipeline({ server: file.replace(/\.json$/, ''), baseline: s.baseline, current: s.current, announcements: s.announcements, others: s.others, acceptBaselineAlerts: true });
      if (s.baseline) {
        baselines++;
        if (contentAlert(out.baselineRecords)) baselineAlarms++;
      }
      const summaryTop = summarize(out.records).top;
      const top = summaryTop === 'NONE' ? null : summaryTop;
      const key = `${kind} ${file.split('-')[0]}`;
      const t = tallies.get(key) ?? { n: 0, high: 0, medium: 0, content: 0 };
      t.n++;
      if (atLeast(top, 'HIGH')) t.high++;
      if (atLeast(top, 'MEDIUM')) t.medium++;
      // A release that adds a parameter without an announcement alerts by design (H1, H12): the
      // operator announces it. Content alerts are the false alarms that matter.
      if (contentAlert(out.records)) t.content++;
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
  if (baselineAlarms > 0) process.stdout.write(`\nHonest baselines of changes with a content alert ≥ MEDIUM (approved, then the change scanned): ${baselineAlarms}/${baselines}\n`);
  const [high, attacks] = sum('attack', (t) => t.high);
  const [benignContent, benign] = sum('benign', (t) => t.content);
  return { attacks, high, medium: sum('attack', (t) => t.medium)[0], benign, content: benignContent };
}

/** The sets under `folder`: itself when it holds attack/ and benign/, else each sub-folder that does. */
function sets(folder: string): string[] {
  if (existsSync(join(folder, 'attack'))) return [folder];
  return readdirSync(folder, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(folder, d.name, 'attack')))
    .map((d) => join(folder, d.name))
    .sort();
}

async function main(argv: string[]): Promise<void> {
  const record = argv.includes('--record');
  for (const a of argv) if (a.startsWith('--') && a !== '--record') throw new Error(`unknown option ${a}`);
  const given = argv.find((a) => !a.startsWith('--'));
  if (record && given) throw new Error('--record measures every held-out set: give no folder');
  const folder = resolve(given ?? resolve(ROOT, 'bench/blind'));
  const list = sets(folder);
  if (list.length === 0) throw new Error(`no attack/ and benign/ under ${folder}`);
  const measured: Record<string, BlindSet> = {};
  for (const [i, set] of list.entries()) {
    if (i > 0) process.stdout.write('\n');
    measured[basename(set)] = await run(set);
  }
  if (record) {
    const old = readResults().blind;
    const total = (r: Record<string, BlindSet>): [number, number] => Object.values(r).reduce(([h, n], s) => [h + s.high, n + s.attacks], [0, 0]);
    const [oldHigh, oldAttacks] = total(old.sets);
    const [high, attacks] = total(measured);
    // The README states the trend: keep the run before this one when the figure moved.
    const label = old.heuristics_version === loadHeuristics().version ? `on ${old.date}` : `with heuristics ${old.heuristics_version}`;
    const previous = oldHigh === high && oldAttacks === attacks ? old.previous : { label, high: oldHigh, attacks: oldAttacks };
    recordResults('blind', { date: today(), heuristics_version: loadHeuristics().version, sets: measured, previous });
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`blind: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
});
