/**
 * bench/repeated-text: what a first contact's content judgement costs when a server repeats its
 * texts (an API wrapper describes `$select` or `top` alike in every tool). The pipeline's
 * `contentOfTools` matches each distinct text against the cue patterns once per scan
 * (src/heuristics/cue-memo.ts); the other side runs the same pipeline with the memo dropped from
 * every call, as the engine did before. Measured side by side, alternating, on the largest field
 * servers (by text) and on every field server in turn; the findings of both sides must be identical.
 *
 *   node dist/bench/repeated-text.js --cache <field cache> [--field DIR] [--runs N] [--top N]
 */
import { loadHeuristics } from '../src/heuristics/load.js';
import type { ContentInput, Heuristics } from '../src/heuristics/types.js';
import { contentOfTools } from '../src/pipeline/content.js';
import { serversOfArgs, type Server } from './lib/field-servers.js';
import { fmt, interleave, intFlag, median, report, type Row } from './lib/stats.js';


/** The pipeline's judgement of a first contact (one memo for the server), through `h`. */
async function judged(s: Server, h: Heuristics): Promise<string> {
  return JSON.stringify(await contentOfTools(s.tools, 'first_contact', [], h));
}

/** `h` with every call's memo dropped: the same pipeline, each text matched as if new. */
function withoutMemo(h: Heuristics): Heuristics {
  return Object.assign(Object.create(h) as Heuristics, { content: (input: ContentInput) => h.content({ ...input, memo: undefined }) });
}

async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function main(argv: string[]): Promise<void> {
  const runs = intFlag(argv, '--runs', 5);
  const top = intFlag(argv, '--top', 5);
  const h = loadHeuristics();
  const servers = serversOfArgs(argv);
  // Same findings either way, or the memo is wrong and no time counts.
  const none = withoutMemo(h);
  for (const s of servers) if ((await judged(s, h)) !== (await judged(s, none))) throw new Error(`${s.id}: the findings differ with the memo`);
  const units = servers.reduce((a, s) => a + s.units, 0);
  const distinct = servers.reduce((a, s) => a + s.distinct, 0);
  process.stderr.write(`${servers.length} servers, ${(units / 1e6).toFixed(1)} M units of text, ${(distinct / 1e6).toFixed(1)} M distinct per server (${fmt(units / distinct, 2)}×); findings identical\n`);
  const largest = [...servers].sort((a, b) => b.units - a.units).slice(0, top);
  const rows: Row[] = [];
  const side = (label: string, list: Server[], engine: Heuristics) => ({
    label,
    run: () => timed(async () => {
      for (const s of list) await judged(s, engine);
    }),
  });
  for (const [what, list] of [[`the ${top} field servers with the most text (${largest.map((s) => `${s.id} ${fmt(s.units / s.distinct, 1)}×`).join(', ')})`, largest], [`every field server (${servers.length})`, servers]] as const) {
    const [a, b] = await interleave([side('memo', list, h), side('none', list, none)], runs);
    rows.push({ bench: 'repeated-text', what: `first-contact content judgement with the scan's memo vs without, ${what}, median of ${runs}`, a: `${fmt(median(a!), 0)} ms`, b: `${fmt(median(b!), 0)} ms`, value: median(a!) / median(b!), unit: '×', op: '<=', target: 1 });
  }
  report(rows);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`bench/repeated-text: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
});
