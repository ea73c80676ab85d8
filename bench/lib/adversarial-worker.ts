/**
 * Runs adversarial jobs in a worker thread, so that the benchmark can stop a pattern that never
 * finishes (catastrophic backtracking) instead of hanging: it announces each run before starting it.
 * workerData: { files, size, jobs } — the heuristics data files (the same snapshot as the main
 * thread's), input size in characters, and the jobs: (pattern index, shape label) pairs grouped by
 * pattern, or (-1, label) for a whole `content()` call on one of the engine-wide shapes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildHeuristics } from '../../src/heuristics/build.js';
import { enumeratePatterns, shapesFor, type Shape } from './adversarial.js';
import { contentInput, engineShapes } from './engine-shapes.js';
import { runPattern } from './run-pattern.js';

const { files, size, jobs } = workerData as { files: Record<string, unknown>; size: number; jobs: Array<{ i: number; label: string }> };
const h = buildHeuristics(files);
const patterns = enumeratePatterns(h);
let cached = null as { i: number; shapes: Map<string, Shape> } | null;
for (const job of jobs) {
  if (cached?.i !== job.i) {
    const shapes = job.i < 0 ? engineShapes(h, size) : shapesFor(patterns[job.i]!, size);
    cached = { i: job.i, shapes: new Map(shapes.map((s) => [s.label, s])) };
  }
  const shape = cached.shapes.get(job.label);
  if (!shape) throw new Error(`no shape "${job.label}" for pattern ${job.i}`);
  parentPort!.postMessage({ t: 'begin', ...job });
  let ms: number;
  if (job.i >= 0) ms = runPattern(patterns[job.i]!, shape.text, shape.added);
  else {
    const input = contentInput(shape.text, 'bench_tool', ['bench_tool', 'other_tool'], ['query'], shape.added ? 'description_change' : 'first_contact', shape.added);
    const started = process.hrtime.bigint();
    h.content(input);
    ms = Number(process.hrtime.bigint() - started) / 1e6;
  }
  parentPort!.postMessage({ t: 'end', ...job, ms });
}
parentPort!.postMessage({ t: 'done' });
