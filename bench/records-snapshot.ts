/**
 * Every record the pipeline gives on every input the project measures itself on, as one
 * deterministic JSONL file: the corpus scenarios (corpus/**), the public corpora (first contact per
 * server and before/after pairs) and the field servers (first contact, unchanged rescan, each
 * upgrade, all of them in one fleet scan). Two builds that must behave alike must write the same
 * file: `node dist/bench/records-snapshot.js --out /tmp/a.jsonl`, change, rebuild,
 * `--out /tmp/b.jsonl`, `cmp /tmp/a.jsonl /tmp/b.jsonl`. The file quotes the corpora, so it belongs
 * outside the repository. Inputs that are missing (no ../shared beside the project) are skipped
 * with a note on stderr.
 */
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonObject, SentinelRecord } from '../src/model.js';
import { loadHeuristics } from '../src/heuristics/load.js';
import { openMemoryStore } from '../src/history/index.js';
import { fixedDeps, runPipeline, type PipelineInput } from '../test/helpers/pipeline.js';
import { corpusFiles, pipelineInput, type Scenario } from '../test/helpers/scenario.js';
import { firstContactManifest, manifestsOf, pairManifests, readCorpusFolder } from './corpus-data.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SHARED = join(ROOT, '..', 'shared', 'corpora');
const FIELD = join(SHARED, 'field');

function argOf(flag: string): string | null {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

async function main(): Promise<void> {
  // The file holds fragments of the public corpora and the field servers (other people's text):
  // it is written only where it is asked for, never by default into the working tree.
  const path = argOf('--out');
  if (path === null) {
    console.error('records-snapshot: --out FILE is required (the snapshot quotes the corpora: keep it outside the repository)');
    process.exitCode = 2;
    return;
  }
  const out = createWriteStream(path);
  const only = argOf('--only'); // corpus | public | field
  const heuristics = loadHeuristics();
  const emit = (input: string, records: SentinelRecord[], exit: number): void => {
    // Announcement ids are random, and alert ids of declared records derive from them.
    const stable = (k: string, v: unknown): unknown => (k === 'announcement_id' || k === 'alert_id' ? '…' : v);
    out.write(`${JSON.stringify({ input, exit, records }, stable)}\n`);
  };
  const run = async (label: string, input: PipelineInput, store?: ReturnType<typeof openMemoryStore>): Promise<void> => {
    try {
      const r = await runPipeline(input, { heuristics, clock: fixedDeps(), ...(store ? { store } : {}) });
      emit(label, [...r.baselineRecords, ...r.records], r.exitCode);
    } catch (err) {
      emit(label, [], -1);
      process.stderr.write(`${label}: ${(err as Error).message.split('\n')[0]}\n`);
    }
  };

  if (!only || only === 'corpus') {
    for (const { path, file } of corpusFiles(join(ROOT, 'corpus'))) {
      await run(`corpus/${path}`, pipelineInput(JSON.parse(readFileSync(file, 'utf8')) as Scenario));
    }
  }

  if ((!only || only === 'public') && existsSync(SHARED)) {
    const folder = readCorpusFolder(SHARED);
    let n = 0;
    for (const m of manifestsOf(folder.toolFiles.flatMap((t) => t.rows))) {
      await run(`public/fc-${++n}/${m.server}`, { server: `fc-${n}`, baseline: null, current: firstContactManifest(m) });
    }
    n = 0;
    for (const p of folder.pairs) {
      await run(`public/pair-${++n}/${p.file}:${p.line}`, { server: `pair-${n}`, ...pairManifests(p), acceptBaselineAlerts: true });
    }
  } else if (!only || only === 'public') process.stderr.write(`skipped: ${SHARED} not found\n`);

  if ((!only || only === 'field') && existsSync(FIELD)) {
    const index = JSON.parse(readFileSync(join(FIELD, 'index.json'), 'utf8')) as {
      servers: Array<{ slug: string; manifest: string }>;
      pairs: Array<{ slug: string; old: string; new: string }>;
    };
    const doc = (file: string): JsonObject => JSON.parse(readFileSync(join(FIELD, 'manifests', file), 'utf8')) as JsonObject;
    for (const s of index.servers) {
      // First contact, then the same manifest again (an unchanged rescan must be silent).
      await run(`field/${s.slug}`, { server: s.slug, baseline: doc(s.manifest), current: doc(s.manifest), acceptBaselineAlerts: true });
    }
    for (const p of index.pairs) {
      await run(`field/upgrade/${p.old}->${p.new}`, { server: p.slug, baseline: doc(p.old), current: doc(p.new), acceptBaselineAlerts: true });
    }
    const [first, ...rest] = index.servers;
    if (first) {
      const others = Object.fromEntries(rest.map((s) => [s.slug, doc(s.manifest)]));
      await run('field/fleet', { server: first.slug, baseline: null, current: doc(first.manifest), others });
    }
  } else if (!only || only === 'field') process.stderr.write(`skipped: ${FIELD} not found\n`);

  await new Promise<void>((resolve) => out.end(resolve));
}

main().catch((err: unknown) => {
  process.stderr.write(`records-snapshot: ${(err as Error).message}\n`);
  process.exitCode = 2;
});
