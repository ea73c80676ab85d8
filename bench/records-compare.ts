/**
 * Compares two files of bench/records-snapshot.ts input by input, across a move of corpus files:
 *
 *   node dist/bench/records-compare.js before.jsonl after.jsonl [--renamed-since REV]
 *
 * With --renamed-since, a corpus scenario moved since REV (as `git diff -M` sees it) is compared
 * with its new path. In corpus inputs the label, the scenario's server id (derived from the path
 * in older snapshots, `scenario` since) and the drift ids that hash it are set aside; everything
 * else must be equal, and every other input byte for byte. Exit 1 when an input differs or is
 * missing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCENARIO_SERVER } from '../test/helpers/scenario.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function renamedSince(rev: string): Map<string, string> {
  const out = execFileSync('git', ['diff', '-M', '--name-status', rev, 'HEAD', '--', 'corpus'], { cwd: ROOT, encoding: 'utf8' });
  const map = new Map<string, string>();
  for (const line of out.split('\n')) {
    const [status, from, to] = line.split('\t');
    if (status?.startsWith('R') && from && to) map.set(from, to);
  }
  return map;
}

function lines(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8').trim();
  return new Map(text ? text.split('\n').map((l) => [(JSON.parse(l) as { input: string }).input, l]) : []);
}

const pathId = (label: string): string => label.replace(/^corpus\//, '').replace(/\.json$/, '').replace(/[^A-Za-z0-9._-]+/g, '-');
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A corpus line with its label, server id and drift ids set aside. */
function normalised(line: string, label: string): string {
  let text = JSON.stringify(JSON.parse(line), (k, v: unknown) => (k === 'drift_id' ? '…' : k === 'input' ? '<label>' : v));
  for (const id of [pathId(label), SCENARIO_SERVER]) text = text.replace(new RegExp(`(?<=[":/])${escape(id)}(?=["/])`, 'g'), '<server>');
  return text;
}

function main(argv: string[]): number {
  const [a, b] = argv.filter((x) => !x.startsWith('--'));
  const i = argv.indexOf('--renamed-since');
  if (!a || !b || (i >= 0 && !argv[i + 1])) throw new Error('usage: records-compare before.jsonl after.jsonl [--renamed-since REV]');
  const moved = i >= 0 ? renamedSince(argv[i + 1] as string) : new Map<string, string>();
  const before = lines(a);
  const after = lines(b);
  let same = 0;
  const problems: string[] = [];
  for (const [label, line] of before) {
    const corpus = label.startsWith('corpus/');
    const now = moved.get(label) ?? label; // git names both sides from the project root: corpus/…
    const other = after.get(now);
    if (other === undefined) problems.push(`missing: ${label}${now !== label ? ` (now ${now})` : ''}`);
    else if (corpus ? normalised(line, label) === normalised(other, now) : line === other) same++;
    else problems.push(`differs: ${label}${now !== label ? ` (now ${now})` : ''}`);
  }
  for (const p of problems) process.stdout.write(`${p}\n`);
  process.stdout.write(`${before.size} inputs before, ${after.size} after: ${same} identical, ${problems.length} not\n`);
  return problems.length > 0 || before.size !== after.size ? 1 : 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`records-compare: ${(err as Error).message}\n`);
  process.exitCode = 2;
}
