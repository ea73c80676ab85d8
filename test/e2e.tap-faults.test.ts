/**
 * The tap's faults through the built CLI: a 100 MB line and a spool the disk stops taking. In each,
 * what the client reads is byte for byte what a direct pipe gives, the server's exit code comes
 * back, and what the spool already holds stays a valid chain.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkSpool } from '../src/tap/spool.js';
import { runPiped, tapArgs } from './helpers/tap.js';

const FAULTS = fileURLToPath(new URL('./servers/tap-faults.js', import.meta.url));
/** Runs its arguments with a file size limit of 1 KiB: a spool's writes fail (EFBIG) as on a full disk. */
const UNDER_1KIB = 'ulimit -f 2 && exec "$0" "$@"';
const root = mkdtempSync(join(tmpdir(), 'sentinel-tapf-'));
after(() => rmSync(root, { recursive: true, force: true }));

const INPUT = [
  Buffer.from('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n'),
  Buffer.from('{"jsonrpc":"2.0","id":7,"method":"tools/list"}\n'),
];

function home(name: string) {
  const dir = join(root, name);
  mkdirSync(dir);
  const spools = () => (existsSync(join(dir, 'spool')) ? readdirSync(join(dir, 'spool')).filter((f) => f.endsWith('.jsonl')).map((f) => join(dir, 'spool', f)) : []);
  return { env: { ...process.env, MCP_SENTINEL_DB: join(dir, 'history.db'), NO_COLOR: '1' }, spools };
}

test('a 100 MB line: byte-identical to a direct pipe, the server exit code, the line flagged in the spool and not kept', async () => {
  const h = home('big');
  const env = { ...h.env, BIG_LINE_BYTES: String(100 * 1024 * 1024) };
  const direct = await runPiped(process.execPath, [FAULTS, 'burst'], [...INPUT], env);
  const tapped = await runPiped(process.execPath, tapArgs('big', process.execPath, [FAULTS, 'burst']), [...INPUT], env);
  assert.equal(direct.code, 3);
  assert.equal(tapped.code, 3);
  assert.ok(tapped.stdout.length > 100 * 1024 * 1024);
  assert.ok(tapped.stdout.equals(direct.stdout), 'server → client bytes');
  assert.equal(tapped.stderr, direct.stderr);
  const [file] = h.spools();
  const check = checkSpool(readFileSync(file, 'utf8'));
  assert.ok(check.ok);
  const end = check.lines.at(-1)!;
  assert.equal(end.type, 'end');
  if (end.type !== 'end') return;
  // Cut at the cap, or, when the observer fell behind, lost to the bounded queue: flagged either way.
  assert.equal(Number(end.observed.cut) + Number(end.observed.after_drop), 1);
  // The line itself is in no spool line: only its fate is.
  assert.ok(check.lines.every((l) => JSON.stringify(l).length < 1024 * 1024));
  // The list answered after the banner lines is read and recorded.
  assert.ok(check.lines.some((l) => l.type === 'list' && l.method === 'tools/list'));
});

test('a spool the disk stops taking: traffic byte-identical, the exit code, one line on stderr, the lines written still a chain', async () => {
  const h = home('full');
  const env = { ...h.env, BIG_LINE_BYTES: '0' };
  const direct = await runPiped(process.execPath, [FAULTS, 'burst'], [...INPUT], env);
  // A file size limit of 1 KiB: the spool's writes fail (EFBIG) after its first lines, as on a full
  // disk. Node ignores SIGXFSZ, so the failing write is an error, not the end of the tap.
  const tapped = await runPiped('/bin/sh', ['-c', UNDER_1KIB, process.execPath, ...tapArgs('full', process.execPath, [FAULTS, 'burst'])], [...INPUT], env);
  assert.equal(tapped.code, 3);
  assert.ok(tapped.stdout.equals(direct.stdout), 'server → client bytes');
  assert.ok(tapped.stderr.startsWith(direct.stderr), tapped.stderr);
  const own = tapped.stderr.slice(direct.stderr.length);
  assert.match(own, /^mcp-schema-sentinel tap: the spool of session ts-\S+ could not be written \(EFBIG\); it holds the session up to there; the traffic went through unchanged\n$/);
  const [file] = h.spools();
  const text = readFileSync(file, 'utf8');
  assert.ok(text.length <= 2048);
  const check = checkSpool(text);
  assert.ok(check.ok, JSON.stringify(check));
  assert.equal(check.lines[0].type, 'session');
});

test('a spool write that fails after the session ended is still said: failed() names it once close() is done', () => {
  // Queued before end() and failing after it (a file size limit of 1 KiB, as a full disk): the
  // order in which a burst's last writes meet a full disk when the machine is busy.
  const dir = join(root, 'late');
  mkdirSync(dir);
  const tap = new URL('../src/cli/commands/tap.js', import.meta.url).href;
  const script = `import { openSpool } from ${JSON.stringify(tap)}; const s = openSpool(process.argv[1], 'ts-late'); s.write('x'.repeat(8192)); await s.close(); process.stdout.write(String(s.failed()));`;
  const r = spawnSync('/bin/sh', ['-c', UNDER_1KIB, process.execPath, '--input-type=module', '-e', script, dir], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, 'EFBIG');
});
