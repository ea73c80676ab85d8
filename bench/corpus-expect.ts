/**
 * Fills `expect.findings` of attack scenarios from what the pipeline says today: the distinct
 * {tool, field, heuristic} of the alert findings at the scenario's top severity (and, when those
 * are all server-level, the tool findings of its expected heuristic ids). A starting point
 * for a reviewer, not a verdict: read what it writes (`git diff corpus/`) before committing.
 *
 *   node dist/bench/corpus-expect.js                 list attacks without findings and what they would get
 *   node dist/bench/corpus-expect.js --write         write them into those files
 *   node dist/bench/corpus-expect.js --all [--write] every attack, also those that have findings (shows changes)
 *   … [path under corpus/ …]                         only these files
 *
 * Known gaps are left alone (they do not fire at the expected level), and so are benign cases.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadHeuristics } from '../src/heuristics/load.js';
import { runPipeline, summarize } from '../test/helpers/pipeline.js';
import { alertFindings, corpusFiles, formatScenario, parseScenario, pipelineInput } from '../test/helpers/scenario.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CORPUS = join(ROOT, 'corpus');

async function main(argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  for (const f of flags) if (!['--write', '--all'].includes(f)) throw new Error(`unknown option ${f}`);
  const only = new Set(argv.filter((a) => !a.startsWith('--')).map((p) => p.replace(/^corpus\//, '')));
  const heuristics = loadHeuristics();
  let listed = 0;
  for (const { path, file } of corpusFiles(CORPUS)) {
    if (only.size > 0 && !only.has(path)) continue;
    const text = readFileSync(file, 'utf8');
    const { benign, scenario } = parseScenario(text, path);
    if (benign || scenario.known_gap) continue;
    if (scenario.expect.findings && !flags.has('--all')) continue;
    const run = await runPipeline(pipelineInput(scenario), { heuristics });
    const top = summarize(run.records).top;
    // The findings at the top severity; when those are all about the server (a version not
    // bumped), also what the expected heuristics found on a tool, so that the tool and field show.
    let findings = alertFindings(run.records, (f) => f.severity === top);
    if (findings.every((f) => f.tool === null)) {
      const tools = alertFindings(run.records, (f, r) => r.tool !== null && scenario.expect.heuristic_ids.includes(f.heuristic_id));
      findings = [...findings, ...tools];
    }
    const was = JSON.stringify(scenario.expect.findings ?? null);
    if (was === JSON.stringify(findings)) continue;
    listed++;
    process.stdout.write(`${path} (${top}):\n${findings.map((f) => `  ${f.heuristic} ${f.tool ?? '(server)'} ${f.field ?? '-'}`).join('\n') || '  (no alert finding)'}\n`);
    if (flags.has('--write') && findings.length > 0) {
      const o = JSON.parse(text) as { expect: Record<string, unknown> };
      o.expect = { ...o.expect, findings };
      writeFileSync(file, formatScenario(o));
    }
  }
  process.stderr.write(`${listed} scenario(s) ${flags.has('--write') ? 'written' : 'listed'}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`corpus-expect: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
