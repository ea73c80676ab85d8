import { Chalk } from 'chalk';
import { catalogueRows, heuristicsTest, loadHeuristics } from '../../heuristics/index.js';
import { escapeForTerminal } from '../../report/escape.js';
import { findingWords } from '../../report/words.js';
import { evidenceFinding } from '../../findings.js';
import { outputFormat, useColor, type GlobalFlags } from '../context.js';
import { printJsonLines, printText } from '../print.js';
import { severityFlag } from '../parse.js';
import { UsageError } from '../errors.js';
import { atOrAbove } from '../../model.js';

/** The catalogue: id, slug, severity, scope, whether announcements cover it, and its data files. */
export async function listCommand(flags: GlobalFlags): Promise<number> {
  const h = loadHeuristics();
  const rows = catalogueRows(h);
  if (outputFormat(flags) !== 'pretty') {
    printJsonLines(rows.map((r) => ({ ...r, heuristics_version: h.version })));
    return 0;
  }
  const c = new Chalk({ level: useColor(flags) ? 1 : 0 });
  const lines = rows.map(
    (r) => `${c.bold(r.id.padEnd(4))} ${r.slug.padEnd(24)} ${r.severity.padEnd(9)} ${r.scope.padEnd(10)} ${r.coverable ? 'announceable' : 'never covered'}  ${c.dim(r.files.join(' '))}`,
  );
  printText([`heuristics ${h.version}`, ...lines].join('\n'));
  return 0;
}

/** Runs the content heuristics on a text (or standard input with "-"), to tune or to check a description by hand. */
export async function testCommand(text: string, flags: GlobalFlags & { field: 'name' | 'description'; failOn: string }): Promise<number> {
  const input = text === '-' ? await readStdin() : text;
  const h = loadHeuristics();
  const findings = heuristicsTest(h, input, flags.field);
  // Like scan: exit 1 when a finding reaches --fail-on, so a pre-commit hook can run it on a text.
  const failOn = severityFlag(flags.failOn);
  const code = findings.some((f) => atOrAbove(f.severity, failOn)) ? 1 : 0;
  if (outputFormat(flags) !== 'pretty') {
    printJsonLines(findings.map(({ heuristic, ...f }) => ({ heuristic_id: heuristic, heuristic: h.meta(heuristic).slug, ...f, heuristics_version: h.version })));
    return code;
  }
  const c = new Chalk({ level: useColor(flags) ? 1 : 0 });
  if (findings.length === 0) {
    printText('no finding');
    return code;
  }
  const lines = findings.flatMap((f) => [
    `${c.bold(f.severity)} ${f.heuristic} ${h.meta(f.heuristic).slug}: ${escapeForTerminal(findingWords(evidenceFinding(f, h.meta(f.heuristic).slug, (t) => t)))}`,
    ...(f.cues ?? []).map((cue) => `    ${c.dim(`${cue.id} (+${cue.weight})`)} ${escapeForTerminal(cue.fragment, { maxLength: 160 })}`),
  ]);
  printText(lines.join('\n'));
  return code;
}

/** The largest text read from standard input: far above any tool description, far below memory trouble. */
const MAX_STDIN_BYTES = 16 * 1024 * 1024;

/**
 * Standard input as a stream: a synchronous read of fd 0 fails with EAGAIN when the pipe is
 * non-blocking and its writer has not written yet (`(sleep 1; echo text) | … test -`).
 */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += b.length;
    if (size > MAX_STDIN_BYTES) throw new UsageError(`standard input is larger than ${MAX_STDIN_BYTES} bytes`);
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}
