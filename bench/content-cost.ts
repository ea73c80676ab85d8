/**
 * bench/content-cost: what the content heuristics cost a first contact of each real server, as a
 * scan runs them (the pipeline's contentOfTools, one memo per server), once every pattern the
 * servers wake is compiled. The throughput target (≥ 20 MB/s, bench/heuristics.ts and
 * bench/corpus.ts) is per byte of description; this says what an operator waits for, per server:
 * the median, 95th percentile and largest of the per-server medians, the servers that cost most,
 * and the MB/s over all of them.
 *
 *   node dist/bench/content-cost.js --cache <field cache> [--field DIR] [--runs N] [--top N]
 */
import { loadHeuristics } from '../src/heuristics/load.js';
import { contentOfTools } from '../src/pipeline/content.js';
import { serversOfArgs } from './lib/field-servers.js';
import { fmt, intFlag, median, percentile } from './lib/stats.js';

async function main(argv: string[]): Promise<void> {
  const runs = intFlag(argv, '--runs', 3);
  const top = intFlag(argv, '--top', 5);
  const h = loadHeuristics();
  const servers = serversOfArgs(argv);
  // Every pattern a server wakes is compiled first: a fleet scan pays that once, not per server.
  for (const s of servers) await contentOfTools(s.tools, 'first_contact', [], h);
  const rows = [];
  for (const s of servers) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = process.hrtime.bigint();
      await contentOfTools(s.tools, 'first_contact', [], h);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    rows.push({ id: s.id, tools: s.tools.length, units: s.units, ms: median(times) });
  }
  const ms = rows.map((r) => r.ms);
  const total = ms.reduce((a, b) => a + b, 0);
  const units = rows.reduce((a, r) => a + r.units, 0);
  console.log(`${rows.length} servers, ${rows.reduce((a, r) => a + r.tools, 0)} tools, heuristics ${h.version}: first-contact content judgement per server, median of ${runs}`);
  console.log(`  median ${fmt(percentile(ms, 50), 1)} ms, 95th percentile ${fmt(percentile(ms, 95), 1)} ms, largest ${fmt(Math.max(...ms), 1)} ms; all servers ${fmt(total, 0)} ms for ${fmt(units / 1e6, 1)} M units of text (${fmt(units / 1e6 / (total / 1000), 1)} M units/s)`);
  for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, top)) console.log(`  ${r.id}: ${r.tools} tools, ${fmt(r.units / 1e3, 0)} k units, ${fmt(r.ms, 1)} ms`);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`bench/content-cost: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
});
