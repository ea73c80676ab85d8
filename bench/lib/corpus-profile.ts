/**
 * The content heuristics over the public corpora's descriptions, for `node --cpu-prof`: the same
 * calls as the corpus bench's throughput (bench/corpus-throughput.ts), on `--mb N` MB (default 5),
 * printing MB/s of wall and CPU time.
 *
 *   node --cpu-prof dist/bench/lib/corpus-profile.js [folder] [--mb N]
 */
import { resolve } from 'node:path';
import { loadHeuristics } from '../../src/heuristics/load.js';
import { readCorpusFolder } from '../corpus-data.js';
import { measureThroughput } from '../corpus-throughput.js';
import { ROOT } from './proc.js';

const argv = process.argv.slice(2);
const mbAt = argv.indexOf('--mb');
const mb = mbAt >= 0 ? Number(argv[mbAt + 1]) : 5;
const folder = resolve(argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--mb') ?? resolve(ROOT, '../shared/corpora'));
const h = loadHeuristics();
const corpus = readCorpusFolder(folder);
const descriptions = [
  ...corpus.toolFiles.flatMap((f) => f.rows).map((r) => r.description),
  ...corpus.pairs.flatMap((p) => [p.before?.description, p.after?.description]),
].filter((d): d is string => typeof d === 'string');
const cpu0 = process.cpuUsage();
const t = measureThroughput(descriptions, h, { minBytes: mb * 1e6, runs: 3 });
const cpu = process.cpuUsage(cpu0);
if (t) process.stdout.write(`${(t.bytes / 1e6).toFixed(1)} MB: ${t.medianMBs.toFixed(1)} MB/s wall (median of 3); ${((t.bytes * 4) / 1e6 / ((cpu.user + cpu.system) / 1e6)).toFixed(1)} MB/s CPU over the 4 passes\n`);
