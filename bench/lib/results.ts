/**
 * bench/results.json: the figures the READMEs state, in one file. Benches write their part
 * (`node dist/bench/corpus.js --record`, `node dist/bench/blind.js --record`); the rows of the
 * other benches are kept as their benches print them. bench/figures.ts renders the READMEs'
 * figure blocks from it, and a test checks that the committed blocks match.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** [hits, n]. */
export type Count = [number, number];

/** The public-corpora run of bench/corpus.ts. */
export interface CorpusResult {
  date: string;
  heuristics_version: string;
  /** Benign tools with any record ≥ MEDIUM at first contact. */
  benign_tools: Count;
  /** Benign changes with a content alert ≥ MEDIUM. */
  benign_changes: Count;
  /** Attacks with a textual signal flagged ≥ HIGH. */
  textual_first_contact: Count;
  textual_pairs: Count;
  /** Content-heuristics throughput over the corpora's descriptions (null: not measured in that run). */
  throughput_mbs: number | null;
  gate_pass: boolean;
}

/** One held-out set of bench/blind. */
export interface BlindSet {
  attacks: number;
  /** Attacks whose top alert is HIGH or above. */
  high: number;
  /** Attacks with an alert ≥ MEDIUM (exit 1). */
  medium: number;
  benign: number;
  /** Benign cases with a content alert ≥ MEDIUM. */
  content: number;
}

export interface BlindResult {
  date: string;
  heuristics_version: string;
  sets: Record<string, BlindSet>;
  /** The flagged total of the run before, for the trend the READMEs state. */
  previous: { label: string; high: number; attacks: number } | null;
}

/** A row of a bench that prints its own figure (overhead, fleet, startup …), as it printed it. */
export interface BenchRow {
  id: string;
  bench: string;
  command: string;
  measured: string;
  target: string;
  status: 'pass' | 'misses' | '—';
  /** How the project README states it; absent: the README leaves it to bench/README.md. */
  readme?: { what: string; measured: string };
}

/** A row whose figure comes from the corpus or blind run (rendered by bench/lib/figures.ts). */
export interface ComputedRow {
  id: 'corpus-throughput' | 'corpus-gate' | 'blind';
  readme?: { what: string; measured: string };
}

export interface Results {
  /** The day the rows in `benches` were measured. */
  benches_date: string;
  /** In the order of bench/README.md's table. */
  benches: Array<BenchRow | ComputedRow>;
  corpus: CorpusResult;
  blind: BlindResult;
}

export const RESULTS_FILE = join(fileURLToPath(new URL('../../../', import.meta.url)), 'bench', 'results.json');

export function readResults(file = RESULTS_FILE): Results {
  return JSON.parse(readFileSync(file, 'utf8')) as Results;
}

/** Replaces one part of bench/results.json and writes it back (two-space JSON, final newline). */
export function recordResults<K extends 'corpus' | 'blind'>(key: K, value: Results[K], file = RESULTS_FILE): void {
  const results = readResults(file);
  results[key] = value;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

/** Today as YYYY-MM-DD (UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
