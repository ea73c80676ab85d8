/** The fleet bench's figures as a Markdown snippet for bench/fleet.md. */

export interface FleetRound {
  fleetMs: number;
  singlesSumMs: number;
  /** Which of the two ran first in this round (they alternate). */
  first: 'fleet' | 'singles';
}

export interface FleetResult {
  servers: number;
  delayMs: number;
  concurrency: number;
  rounds: FleetRound[];
  medianFleetMs: number;
  medianSinglesSumMs: number;
  medianSingleMs: number;
  /** median(fleet) / median(sum of singles). */
  ratio: number;
  target: number;
  machine: { cpus: number; cpuModel: string; memory: string; node: string; platform: string };
}

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const pct = (r: number) => `${(r * 100).toFixed(1)} %`;

export function fleetMarkdown(r: FleetResult): string {
  const floor = Math.ceil(r.servers / r.concurrency) * r.delayMs;
  const lines = [
    `### bench/fleet — ${r.servers} servers, ${r.delayMs} ms start-up each, concurrency ${r.concurrency}`,
    '',
    `Machine: ${r.machine.cpus} CPU (${r.machine.cpuModel}), ${r.machine.memory}, Node ${r.machine.node}, ${r.machine.platform}.`,
    '',
    '| round | ran first | fleet scan (`--config`) | sum of single scans | ratio |',
    '|---:|---|---:|---:|---:|',
    ...r.rounds.map((x, i) => `| ${i + 1} | ${x.first} | ${sec(x.fleetMs)} | ${sec(x.singlesSumMs)} | ${pct(x.fleetMs / x.singlesSumMs)} |`),
    `| **median** | | **${sec(r.medianFleetMs)}** | **${sec(r.medianSinglesSumMs)}** | **${pct(r.ratio)}** |`,
    '',
    `Ratio of medians: **${pct(r.ratio)}** (target ≤ ${pct(r.target)}: ${r.ratio <= r.target ? 'met' : 'NOT met'}).`,
    `Median single scan: ${sec(r.medianSingleMs)}. Floor for the fleet (start-up delays alone, ⌈${r.servers}/${r.concurrency}⌉ × ${r.delayMs} ms): ${sec(floor)}.`,
  ];
  return lines.join('\n') + '\n';
}
