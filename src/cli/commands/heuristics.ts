import { Chalk } from 'chalk';
import { catalogueRows, heuristicsTest, loadHeuristics } from '../../heuristics/index.js';
import { escapeForTerminal } from '../../report/escape.js';
import { findingWords } from '../../report/words.js';
import { evidenceFinding } from '../../findings.js';
import { outputFormat, useColor, type GlobalFlags } from '../context.js';
import { printJsonLines, printText } from '../print.js';
import { UsageError } from '../errors.js';
import type { Finding } from '../../model.js';
import type { Heuristics } from '../../heuristics/types.js';
import { readManifestFile } from '../../connect/manifest-file.js';
import { fingerprint } from '../../fingerprint/snapshot.js';
import { contentOfTools } from '../../pipeline/content.js';
import { DEFAULT_SCAN_OPTIONS } from '../../scan.js';
import { severityFlag } from '../parse.js';
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

export interface TestFlags extends GlobalFlags {
  field: 'name' | 'description';
  failOn: string;
  manifest?: string;
  tool?: string;
}

/**
 * Runs the content heuristics on a text (or standard input with "-"), to tune or to check a
 * description by hand. With --manifest, judges the tools of a saved tools/list result the way a
 * scan's first contact does: each tool whole, with the other tools of that manifest as the session
 * (a cross-tool reference depends on which other names exist), so a scan's verdict can be reproduced.
 */
export async function testCommand(text: string | undefined, flags: TestFlags): Promise<number> {
  const h = loadHeuristics();
  let results: Array<{ tool: string | null; findings: Finding[] }>;
  if (flags.manifest !== undefined) {
    if (text !== undefined) throw new UsageError('give a text or --manifest <file>, not both');
    results = await manifestFindings(flags.manifest, flags.tool, h);
  } else {
    if (flags.tool !== undefined) throw new UsageError('--tool needs --manifest <file>');
    if (text === undefined) throw new UsageError('give a text (or - for standard input), or --manifest <file>');
    const input = text === '-' ? await readStdin() : text;
    results = [{ tool: null, findings: heuristicsTest(h, input, flags.field) }];
  }
  // Like scan: exit 1 when a finding reaches --fail-on, so a pre-commit hook can run it on a text.
  const failOn = severityFlag(flags.failOn);
  const code = results.some((r) => r.findings.some((f) => atOrAbove(f.severity, failOn))) ? 1 : 0;
  if (outputFormat(flags) !== 'pretty') {
    printJsonLines(
      results.flatMap(({ tool, findings }) =>
        findings.map(({ heuristic, tool: _t, ...f }) => ({ ...(tool !== null ? { tool } : {}), heuristic_id: heuristic, heuristic: h.meta(heuristic).slug, ...f, heuristics_version: h.version })),
      ),
    );
    return code;
  }
  const c = new Chalk({ level: useColor(flags) ? 1 : 0 });
  const findingLines = (findings: Finding[], indent: string): string[] =>
    findings.flatMap((f) => [
      `${indent}${c.bold(f.severity)} ${f.heuristic} ${h.meta(f.heuristic).slug}: ${escapeForTerminal(findingWords(evidenceFinding(f, h.meta(f.heuristic).slug, (t) => t)))}`,
      ...(f.cues ?? []).map((cue) => `${indent}    ${c.dim(`${cue.id} (+${cue.weight})`)} ${escapeForTerminal(cue.fragment, { maxLength: 160 })}`),
    ]);
  if (results.length === 1 && results[0]!.tool === null) {
    printText(results[0]!.findings.length === 0 ? 'no finding' : findingLines(results[0]!.findings, '').join('\n'));
    return code;
  }
  const lines = results.flatMap(({ tool, findings }) =>
    findings.length === 0 && results.length > 1 ? [] : [`${c.bold(escapeForTerminal(tool ?? '', { maxLength: 120 }))}: ${findings.length === 0 ? 'no finding' : ''}`.trimEnd(), ...findingLines(findings, '  ')],
  );
  printText(lines.length === 0 ? `no finding (${results.length} tools)` : lines.join('\n'));
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

/** The first-contact content findings of one tool (or every tool) of a manifest file, in that manifest's context. */
async function manifestFindings(file: string, toolName: string | undefined, h: Heuristics): Promise<Array<{ tool: string; findings: Finding[] }>> {
  // A missing or malformed file is a ConnectError: one line, exit 2, as for scan --manifest.
  const raw = await readManifestFile(file, DEFAULT_SCAN_OPTIONS.limits);
  const snapshot = fingerprint(raw, { alg: DEFAULT_SCAN_OPTIONS.alg, annotations: DEFAULT_SCAN_OPTIONS.annotations });
  const chosen = toolName === undefined ? snapshot.tools : snapshot.tools.filter((t) => t.name === toolName);
  if (chosen.length === 0) {
    throw new UsageError(toolName === undefined ? `${file} lists no tool` : `no tool named "${toolName}" in ${file}`);
  }
  // The whole manifest is the session, as in a scan of that server alone.
  const names = snapshot.tools.map((t) => t.name);
  const out: Array<{ tool: string; findings: Finding[] }> = [];
  for (const t of chosen) out.push({ tool: t.name, findings: await contentOfTools([t], 'first_contact', names, h) });
  return out;
}
