/**
 * bench/heuristics: (1) throughput of the content heuristics — MB/s (10^6 bytes of UTF-8) of tool
 * descriptions through `loadHeuristics().content(...)`, one call per description as a first contact
 * makes them, over ≥ 20 MB of generated English and of multilingual descriptions (median of 5 runs
 * after a warm-up); target ≥ 20 MB/s. (2) The worst pattern on 1 MB of adversarial input: every
 * regular expression the engine compiles, each on texts built from its own source and examples to
 * make it backtrack (bench/lib/adversarial.ts), run the way the engine runs it, in a worker with a
 * watchdog. Every input shape is run at a tenth of the size first; the slowest few of each pattern
 * are then run at the full size, and the slowest patterns measured again (median of 5); target
 * ≤ 50 ms. (3) For reference, the whole `content()` on 1 MB texts that wake every cue at once.
 *
 *   node dist/bench/heuristics.js [--mb N] [--size N] [--top N] [--per-pattern N]
 *   (defaults: 20 MB per language set, 1000000 characters, top 10 measured again, 3 inputs per pattern at full size)
 */
import { Worker } from 'node:worker_threads';
import { readHeuristicsFiles } from '../src/heuristics/load.js';
import { buildHeuristics } from '../src/heuristics/build.js';
import { enumeratePatterns, shapesFor } from './lib/adversarial.js';
import { runPattern } from './lib/run-pattern.js';
import { fmt, intFlag, median, report, type Row } from './lib/stats.js';
import { descriptionCorpus, makeTools } from './lib/tools.js';
import { contentInput, engineShapes } from './lib/engine-shapes.js';

const TARGET_MBS = 20;
const TARGET_MS = 50;
/** A single run longer than this is stopped and counted as at least this long. */
const WATCHDOG_MS = 10_000;

/** One snapshot of the data files for the main thread and the workers (the folder may change meanwhile). */
const FILES = readHeuristicsFiles();
const h = buildHeuristics(FILES);
const SESSION = makeTools(24, 5).map((t) => t.name as string);
const PARAMS = ['query', 'limit', 'cursor', 'path'];

function throughput(kind: 'english' | 'multilingual', mb: number, runs = 5): Row {
  const texts = descriptionCorpus(kind, mb * 1e6);
  const bytes = texts.reduce((a, t) => a + Buffer.byteLength(t, 'utf8'), 0);
  const inputs = texts.map((t, i) => contentInput(t, SESSION[i % SESSION.length]!, SESSION, PARAMS));
  let findings = 0;
  const cpu: number[] = [];
  const once = (): number => {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    findings = 0;
    for (const x of inputs) findings += h.content(x).length;
    cpu.push(process.cpuUsage(cpuStarted).user / 1000);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  once(); // warm-up: regex compilation and JIT, not counted
  cpu.length = 0;
  const times = Array.from({ length: runs }, once);
  const mbs = bytes / 1e6 / (median(times) / 1000);
  // CPU time (user, this process) is shown beside wall time: on a loaded machine it tells what the code itself costs.
  const cpuMbs = bytes / 1e6 / (median(cpu) / 1000);
  process.stderr.write(`  ${kind}: ${texts.length} descriptions, ${(bytes / 1e6).toFixed(1)} MB, ${findings} findings; runs ${times.map((t) => fmt(t, 0)).join(' ')} ms (CPU ${cpu.map((t) => fmt(t, 0)).join(' ')} ms)\n`);
  return {
    bench: 'heuristics',
    what: `content() throughput, ${kind} descriptions (${(bytes / 1e6).toFixed(0)} MB, median of ${runs} by wall time; by CPU time ${fmt(cpuMbs, 1)} MB/s)`,
    a: `${fmt(median(times), 0)} ms`,
    b: '–',
    value: mbs,
    unit: 'MB/s',
    op: '>=',
    target: TARGET_MBS,
  };
}

interface Job {
  i: number;
  label: string;
}

interface Timed extends Job {
  ms: number;
  /** Stopped by the watchdog: ms is a lower bound. */
  stopped?: boolean;
}

/**
 * Runs the jobs in a worker. A run that outlives `watchdogMs` is stopped and recorded as at least
 * that long; the other jobs of the same pattern are skipped (it has failed already) and the rest go on.
 */
async function sweep(files: Record<string, unknown>, jobs: Job[], size: number, watchdogMs: number): Promise<Timed[]> {
  const timed: Timed[] = [];
  let rest = jobs;
  while (rest.length > 0) {
    const stuck = await new Promise<Job | null>((resolve, reject) => {
      const w = new Worker(new URL('./lib/adversarial-worker.js', import.meta.url), { workerData: { files, size, jobs: rest } });
      let current: Job | null = null;
      let timer: NodeJS.Timeout | undefined;
      w.on('message', (m: { t: string; i: number; label: string; ms: number }) => {
        if (m.t === 'begin') {
          current = { i: m.i, label: m.label };
          clearTimeout(timer);
          timer = setTimeout(() => void w.terminate().then(() => resolve(current)), watchdogMs);
        } else if (m.t === 'end') {
          clearTimeout(timer);
          timed.push({ i: m.i, label: m.label, ms: m.ms });
        } else if (m.t === 'done') {
          resolve(null);
        }
      });
      w.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
    if (stuck === null) break;
    timed.push({ ...stuck, ms: watchdogMs, stopped: true });
    process.stderr.write(`  stopped after ${watchdogMs} ms (${size} chars): pattern #${stuck.i}, ${stuck.label}\n`);
    const at = rest.findIndex((j) => j.i === stuck.i && j.label === stuck.label);
    // A stopped pattern has failed: its other inputs are skipped. A stopped whole content() call (i < 0) skips only its own repeats.
    rest = rest.slice(at + 1).filter((j) => (stuck.i < 0 ? j.label !== stuck.label : j.i !== stuck.i));
  }
  return timed;
}

async function main(argv: string[]): Promise<void> {
  const mb = intFlag(argv, '--mb', 20);
  const size = intFlag(argv, '--size', 1_000_000);
  const top = intFlag(argv, '--top', 10);
  const perPattern = intFlag(argv, '--per-pattern', 3);
  const rows: Row[] = [];

  process.stderr.write(`throughput (${mb} MB per language set)\n`);
  rows.push(throughput('english', mb));
  rows.push(throughput('multilingual', mb));

  const patterns = enumeratePatterns(h);
  const allJobs = patterns.flatMap((p, i) => [...new Set(shapesFor(p, 64).map((s) => s.label))].map((label) => ({ i, label })));
  const small = Math.round(size / 10);
  process.stderr.write(`adversarial sweep: ${patterns.length} patterns, ${allJobs.length} inputs of ${small} characters\n`);
  let started = Date.now();
  const first = await sweep(FILES, allJobs, small, WATCHDOG_MS);
  process.stderr.write(`  ${first.length} runs in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  // At full size: the `perPattern` slowest inputs of every pattern at a tenth of the size (a pattern
  // stopped already at a tenth of the size has failed; it is not run again).
  const byPattern = new Map<number, Timed[]>();
  for (const t of first) byPattern.set(t.i, [...(byPattern.get(t.i) ?? []), t]);
  const failedSmall = first.filter((t) => t.stopped);
  const fullJobs = [...byPattern.entries()]
    .filter(([i]) => !failedSmall.some((t) => t.i === i))
    .flatMap(([, list]) => [...list].sort((a, b) => b.ms - a.ms).slice(0, perPattern).map(({ i, label }) => ({ i, label })));
  process.stderr.write(`at ${size} characters: the ${perPattern} slowest inputs of each pattern (${fullJobs.length} runs)\n`);
  started = Date.now();
  const full = await sweep(FILES, fullJobs, size, WATCHDOG_MS);
  process.stderr.write(`  ${full.length} runs in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  // Stopped runs first; then the slowest patterns measured again (median of 5).
  const worstOf = new Map<number, Timed>();
  for (const t of full) if ((worstOf.get(t.i)?.ms ?? -1) < t.ms) worstOf.set(t.i, t);
  const ranked = [...worstOf.values()].sort((a, b) => b.ms - a.ms);
  const again = ranked.slice(0, top).map((w) => {
    if (w.stopped) return { ...w, median: w.ms };
    const p = patterns[w.i]!;
    const shape = shapesFor(p, size).find((s) => s.label === w.label)!;
    return { ...w, median: median(Array.from({ length: 5 }, () => runPattern(p, shape.text, shape.added))) };
  });
  again.sort((a, b) => b.median - a.median);
  const failing = [...failedSmall.map((t) => ({ ...t, size: small })), ...full.filter((t) => t.stopped).map((t) => ({ ...t, size }))];
  const overTarget = new Set([...failing.map((t) => t.i), ...again.filter((w) => w.median > TARGET_MS).map((w) => w.i)]);
  process.stderr.write(`patterns over ${TARGET_MS} ms: ${overTarget.size}\n`);
  for (const t of failing) process.stderr.write(`  ≥ ${WATCHDOG_MS} ms at ${t.size} chars  ${patterns[t.i]!.name} — ${t.label}\n`);
  process.stderr.write(`slowest patterns that finished (median of 5 on their worst input of ${size} chars):\n`);
  for (const w of again) {
    const p = patterns[w.i]!;
    process.stderr.write(`  ${(w.stopped ? `≥ ${WATCHDOG_MS}` : fmt(w.median, 1)).padStart(8)} ms  ${p.name}${p.window ? ` [the engine gives it ≤ ${p.window} chars]` : ''} — ${w.label}\n`);
  }
  const worstRun = failing[0] ? { i: failing[0].i, label: failing[0].label, median: WATCHDOG_MS, lowerBound: true, size: failing[0].size } : { ...again[0]!, lowerBound: false, size };
  const wp = patterns[worstRun.i]!;
  rows.push({
    bench: 'heuristics',
    what: `worst pattern on ${size >= 1e6 ? `${size / 1e6} MB` : `${size} characters`} of adversarial input (${patterns.length} patterns, ${allJobs.length} input shapes; ${overTarget.size} over target): \`${wp.name}\`, ${worstRun.label.replace(/\|/g, '\\|')}${worstRun.lowerBound ? ` — stopped at ${worstRun.size} chars` : ''}`,
    a: `${worstRun.lowerBound ? '≥ ' : ''}${fmt(worstRun.median, 1)} ms`,
    b: '–',
    value: worstRun.median,
    unit: 'ms',
    op: '<=',
    target: TARGET_MS,
  });

  process.stderr.write(`whole content() on ${size}-character texts that wake every cue (median of 3):\n`);
  const labels = engineShapes(h, 64).map((s) => s.label);
  const wholeRuns = await sweep(FILES, [1, 2, 3].flatMap(() => labels.map((label) => ({ i: -1, label }))), size, WATCHDOG_MS);
  let slowest = { label: '', ms: -1, stopped: false };
  for (const label of labels) {
    const runs = wholeRuns.filter((r) => r.label === label);
    if (runs.length === 0) {
      process.stderr.write(`  not run (an earlier text was stopped)  ${label}\n`);
      continue;
    }
    const ms = median(runs.map((r) => r.ms));
    const stopped = runs.some((r) => r.stopped);
    process.stderr.write(`  ${(stopped ? `≥ ${WATCHDOG_MS}` : fmt(ms, 0)).padStart(8)} ms  ${label}\n`);
    if (ms > slowest.ms) slowest = { label, ms, stopped };
  }
  process.stdout.write(`\n(reference, no target) slowest whole content() call on ${size} characters: ${slowest.stopped ? '≥ ' : ''}${fmt(slowest.ms, 0)} ms — ${slowest.label}\n`);
  report(rows);
}

await main(process.argv.slice(2));
