/**
 * Content-heuristics throughput: MB/s (10^6 bytes of UTF-8) of description text through
 * `heuristics.content(...)`, one call per description, as a first-contact scan makes them.
 * The corpus descriptions are replicated until they reach the wanted size; median of several runs.
 */
import type { Heuristics } from '../src/heuristics/types.js';
import type { Throughput } from './corpus-summary.js';

export function measureThroughput(descriptions: string[], h: Heuristics, opts: { minBytes?: number; runs?: number } = {}): Throughput | null {
  const minBytes = opts.minBytes ?? 20_000_000;
  const runs = opts.runs ?? 5;
  const texts = descriptions.filter((d) => d.length > 0);
  if (texts.length === 0) return null;
  const work: string[] = [];
  let bytes = 0;
  while (bytes < minBytes) {
    for (const t of texts) {
      work.push(t);
      bytes += Buffer.byteLength(t, 'utf8');
    }
  }
  const once = () => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < work.length; i++) {
      h.content({
        tool: `tool_${i % 997}`,
        type: 'first_contact',
        texts: [{ field: 'description', kind: 'description', text: work[i]! }],
        paramNames: [],
        sessionToolNames: [],
      });
    }
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  once(); // warm-up: compile and JIT, not counted
  const runsMs = Array.from({ length: runs }, once);
  const sorted = [...runsMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return { bytes, runsMs: runsMs.map((x) => Math.round(x)), medianMBs: bytes / 1e6 / (median / 1000) };
}
