import { availableParallelism, loadavg } from 'node:os';

/**
 * Timing helpers shared by the performance benchmarks: medians, side-by-side interleaved runs and
 * the one result row each benchmark prints. The machine is noisy, so nothing here trusts one time.
 */

export function median(xs: number[]): number {
  if (xs.length === 0) throw new Error('median of nothing');
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Spread of a sample as [min, max], for the log line (not for the verdict). */
export function range(xs: number[]): [number, number] {
  return [Math.min(...xs), Math.max(...xs)];
}

export interface Side {
  label: string;
  /** One measurement (a wall time in ms, bytes, MB …); called once per run. */
  run: () => Promise<number>;
}

/**
 * Runs every side `runs` times, rotating the order each round (A B C, B C A, C A B …) so that drift in
 * the machine's load falls on every side alike. `warmup` rounds are run first and thrown away.
 * Returns the measurements per side, in the order of `sides`.
 */
export async function interleave(sides: Side[], runs: number, warmup = 1, log = true): Promise<number[][]> {
  const out = sides.map(() => [] as number[]);
  for (let i = -warmup; i < runs; i++) {
    const shift = ((i % sides.length) + sides.length) % sides.length;
    for (let k = 0; k < sides.length; k++) {
      const j = (k + shift) % sides.length;
      const v = await sides[j]!.run();
      if (i >= 0) out[j]!.push(v);
    }
    if (log && i >= 0) process.stderr.write(`  run ${i + 1}/${runs}: ` + sides.map((s, j) => `${s.label} ${fmt(out[j]!.at(-1)!)}`).join('  ') + '\n');
  }
  return out;
}

export function fmt(n: number, digits = 1): string {
  return n.toFixed(digits);
}

/** One benchmark result: `measured` against `target` with the comparison `op`. */
export interface Row {
  bench: string;
  what: string;
  a: string;
  b: string;
  /** The figure judged against the target (a ratio, MB/s, ms, MB, KB). */
  value: number;
  unit: string;
  op: '<=' | '<' | '>=';
  target: number;
}

/** A ratio of two medians in milliseconds, judged against a ceiling: the shape of most rows here. */
export function ratioRow(bench: string, what: string, a: number, b: number, target: number, digits = 0): Row {
  return { bench, what, a: `${fmt(a, digits)} ms`, b: `${fmt(b, digits)} ms`, value: a / b, unit: '×', op: '<=', target };
}

export function passes(r: Row): boolean {
  return r.op === '<=' ? r.value <= r.target : r.op === '<' ? r.value < r.target : r.value >= r.target;
}

export function markdownRow(r: Row): string {
  const v = `${fmt(r.value, r.unit === '×' ? 2 : 1)}${r.unit === '×' ? '×' : ' ' + r.unit}`;
  const t = `${r.op} ${r.target}${r.unit === '×' ? '×' : ' ' + r.unit}`;
  return `| ${r.bench} | ${r.what} | ${r.a} | ${r.b} | ${v} | ${t} | ${passes(r) ? 'pass' : '**FAIL**'} |`;
}

export const TABLE_HEAD = '| bench | what | median A | median B | result | target | verdict |\n|---|---|---|---|---|---|---|';

/** Prints the human summary and the markdown rows; sets exit code 1 when a target is missed. */
export function report(rows: Row[]): void {
  const load = loadavg().map((x) => x.toFixed(2)).join(' ');
  process.stdout.write(`\n(${availableParallelism()} CPUs, load average at the end ${load})\n` + TABLE_HEAD + '\n' + rows.map(markdownRow).join('\n') + '\n');
  if (rows.some((r) => !passes(r))) process.exitCode = 1;
}

/** The value after `name` in argv, undefined when the flag is absent; a flag with no value is an error. */
export function stringFlag(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const v = argv[i + 1];
  if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
  return v;
}

/** `--runs N` from argv, or the default. */
export function intFlag(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a positive integer`);
  return n;
}

/** The p-th percentile (nearest rank) of xs. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
