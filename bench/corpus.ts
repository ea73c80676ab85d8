/**
 * bench/corpus: detection and false-alarm rates of the real pipeline over a folder in the format
 * of ../shared/corpora (first contact per server, and before/after pairs), plus content-heuristics
 * throughput. Usage: node dist/bench/corpus.js [folder] [--json] [--check] [--details] [--no-throughput]
 *   --json      print the summary as JSON instead of Markdown
 *   --check     exit 1 when below the targets (see corpus-summary.ts)
 *   --details   also list every missed attack and every false alarm (to stderr) for tuning
 *   --record    write the gate figures into bench/results.json (then: node dist/bench/figures.js --write)
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadHeuristics } from '../src/heuristics/load.js';
import { readCorpusFolder } from './corpus-data.js';
import { atLeast, judgeFirstContact, judgePairs, type JudgedTool } from './corpus-eval.js';
import { markdown } from './corpus-markdown.js';
import { summarize } from './corpus-summary.js';
import { measureThroughput } from './corpus-throughput.js';
import { recordResults, today } from './lib/results.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function details(label: string, list: JudgedTool[]): void {
  process.stderr.write(`\n## ${label} (${list.length})\n`);
  for (const t of list) {
    const v = t.verdict;
    process.stderr.write(`${t.file}:${t.line} ${t.server}/${t.name} [${t.category ?? '-'}] any=${v.any ?? '-'} content=${v.content ?? '-'} ids=${v.ids.join(',') || '-'} cues=${v.cues.join(',') || '-'}\n`);
  }
}

async function main(argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  for (const f of flags) if (!['--json', '--check', '--details', '--no-throughput', '--record'].includes(f)) throw new Error(`unknown option ${f}`);
  const folder = resolve(argv.find((a) => !a.startsWith('--')) ?? resolve(ROOT, '../shared/corpora'));
  const heuristics = loadHeuristics();
  const corpus = readCorpusFolder(folder);
  const rows = corpus.toolFiles.flatMap((f) => f.rows);
  const descriptions = [
    ...rows.map((r) => r.description),
    ...corpus.pairs.flatMap((p) => [p.before?.description, p.after?.description]),
  ].filter((d): d is string => typeof d === 'string');
  // Throughput first, on a heap that holds only the corpus, as a scan's process would: measured after
  // the whole corpus was judged (thousands of records alive, every code path warmed with other
  // shapes), the same calls ran 2–3× slower.
  const throughput = flags.has('--no-throughput') ? null : measureThroughput(descriptions, heuristics);
  const tools = await judgeFirstContact(rows, heuristics);
  const pairs = await judgePairs(corpus.pairs, heuristics);
  const summary = summarize(folder, heuristics.version, tools, pairs, throughput);
  process.stdout.write(flags.has('--json') ? JSON.stringify(summary, null, 2) + '\n' : markdown(summary));
  if (flags.has('--details')) {
    details('missed attacks (first contact)', tools.filter((t) => t.label === 'malicious' && !atLeast(t.verdict.any, 'HIGH')));
    details('false alarms (first contact)', tools.filter((t) => t.label === 'benign' && atLeast(t.verdict.any, 'MEDIUM')));
    details('missed attacks (pairs)', pairs.filter((t) => t.label === 'malicious' && !atLeast(t.verdict.any, 'HIGH')));
    details('benign changes with a content alert (pairs)', pairs.filter((t) => t.label === 'benign' && atLeast(t.verdict.content, 'MEDIUM')));
  }
  if (flags.has('--record')) {
    const count = (r: { hit: number; n: number }): [number, number] => [r.hit, r.n];
    recordResults('corpus', {
      date: today(),
      heuristics_version: summary.heuristicsVersion,
      benign_tools: count(summary.firstContact.benignFp),
      benign_changes: count(summary.pairs.benignContentFp),
      textual_first_contact: count(summary.textual.firstContact),
      textual_pairs: count(summary.textual.pairs),
      throughput_mbs: summary.throughput ? Math.round(summary.throughput.medianMBs * 10) / 10 : null,
      gate_pass: summary.gate.pass,
    });
  }
  if (flags.has('--check') && !summary.gate.pass) {
    process.stderr.write(`corpus gate failed:\n- ${summary.gate.failures.join('\n- ')}\n`);
    return 1;
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`bench/corpus: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
