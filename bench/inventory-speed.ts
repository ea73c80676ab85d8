/**
 * Labelling speed for bench/inventory.ts: one labelTool call per tool, over the real tools and over
 * one 5,000-tool synthetic server (bench/lib/tools.ts, the server bench/memory.ts scans), median of
 * PASSES passes each. `--record` keeps the figure as the `inventory-labels` row of
 * bench/results.json (rendered by figures.js). The target: under 1 ms per tool.
 */
import { writeFileSync } from 'node:fs';
import type { JsonObject } from '../src/model.js';
import { labelTool } from '../src/inventory/label.js';
import type { LabelsData } from '../src/inventory/labels-data.js';
import { makeTools } from './lib/tools.js';
import { readResults, RESULTS_FILE, type BenchRow } from './lib/results.js';

const PASSES = 7;
const SYNTHETIC = 5000;

export interface Speed {
  tools: number;
  /** Median pass, in ms. */
  ms: number;
  perSecond: number;
  usPerTool: number;
}

/** The median of PASSES passes over `tools`, one labelTool call per tool (a first pass warms up). */
export function labellingSpeed(data: LabelsData, tools: readonly JsonObject[]): Speed {
  for (const t of tools) labelTool(data, t, false);
  const runs: number[] = [];
  for (let k = 0; k < PASSES; k++) {
    const t0 = process.hrtime.bigint();
    for (const t of tools) labelTool(data, t, false);
    runs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  runs.sort((a, b) => a - b);
  const ms = runs[Math.floor(PASSES / 2)]!;
  return { tools: tools.length, ms, perSecond: Math.round(tools.length / (ms / 1000)), usPerTool: (ms * 1000) / tools.length };
}

export function syntheticSpeed(data: LabelsData): Speed {
  return labellingSpeed(data, makeTools(SYNTHETIC));
}

const fmt = (s: Speed): string => `${s.perSecond.toLocaleString('en-US')} tools/s, ${s.usPerTool.toFixed(0)} µs per tool`;

export function speedLine(what: string, s: Speed): string {
  return `${what}: ${s.tools.toLocaleString('en-US')} tools, ${s.ms.toFixed(1)} ms (median of ${PASSES}) = ${fmt(s)}`;
}

/** Keeps the figures as a row of bench/results.json. */
export function recordSpeed(real: Speed, synthetic: Speed, version: string, load: string): void {
  const results = readResults();
  const row: BenchRow = {
    id: 'inventory-labels',
    bench: `capability labels (labels.json ${version}), one \`labelTool\` call per tool: ${real.tools.toLocaleString('en-US')} real tools / one ${synthetic.tools.toLocaleString('en-US')}-tool synthetic server, median of ${PASSES} passes`,
    command: '`node dist/bench/inventory.js --cache <dir> --record`',
    measured: `${fmt(real)} / ${fmt(synthetic)} at load average ${load}`,
    target: '< 1 ms per tool',
    status: real.usPerTool < 1000 && synthetic.usPerTool < 1000 ? 'pass' : 'misses',
    readme: { what: 'capability labels of one tool (real tools / a 5,000-tool server)', measured: `${real.usPerTool.toFixed(0)} / ${synthetic.usPerTool.toFixed(0)} µs` },
  };
  const i = results.benches.findIndex((r) => r.id === row.id);
  if (i >= 0) results.benches[i] = row;
  else {
    // Beside the other per-item cost rows, before the computed corpus rows.
    const at = results.benches.findIndex((r) => r.id === 'heuristics-throughput');
    results.benches.splice(at >= 0 ? at + 1 : results.benches.length, 0, row);
  }
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}
