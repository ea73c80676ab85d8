import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIN, ROOT } from './helpers/cli.js';

/**
 * What a `scan --manifest` loads. Each module costs its resolution, read, compile and link on every
 * run (about as much as running it, for most), so a scan imports what its work needs and no more:
 * the tap and ingest code only when a spool waits, the content engine only for a first contact or
 * a changed text. Observed through module hooks in the child process, not through a clock.
 */

const HOOKS = fileURLToPath(new URL('./helpers/module-log.js', import.meta.url));
const ONE_TOOL = {
  serverInfo: { name: 'notes', version: '1.0.0' },
  tools: [{ name: 'read_note', description: 'Reads one note by its id.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } }],
};

/** The modules one CLI run loaded: ours relative to the project root, packages and built-ins as named. */
function loadedBy(args: string[], dir: string): { code: number | null; modules: Set<string> } {
  const log = join(dir, `modules-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(log, '');
  const r = spawnSync(process.execPath, ['--import', HOOKS, BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', SENTINEL_TEST_MODULE_LOG: log },
    encoding: 'utf8',
  });
  const modules = new Set(
    readFileSync(log, 'utf8')
      .split('\n')
      .filter((l) => l.length > 0)
      .map((u) => (u.startsWith('file:') ? relative(ROOT, fileURLToPath(u)).split('\\').join('/') : u)),
  );
  return { code: r.status, modules };
}

const has = (modules: Set<string>, part: string) => [...modules].some((m) => m.includes(part));

test('scan --manifest loads neither the tap nor ingest when no spool waits; an unchanged rescan loads no engine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sentinel-imports-'));
  try {
    const manifest = join(dir, 'one-tool.json');
    writeFileSync(manifest, JSON.stringify(ONE_TOOL));
    const args = ['--db', join(dir, 'history.db'), '--format', 'jsonl', 'scan', '--name', 'notes', '--manifest', manifest];

    const first = loadedBy(args, dir);
    assert.equal(first.code, 0);
    assert.ok(has(first.modules, 'dist/src/cli/commands/scan.js'), 'the module log saw the scan command');
    assert.ok(has(first.modules, 'dist/src/heuristics/load.js') && has(first.modules, 'dist/src/heuristics/engine.js'), 'a first contact judges the texts: the engine is loaded');
    for (const absent of ['dist/src/cli/commands/tap.js', 'dist/src/cli/commands/ingest.js', 'dist/src/tap/', 'node:net']) {
      assert.ok(!has(first.modules, absent), `a manifest scan loaded ${absent}`);
    }

    const again = loadedBy(args, dir);
    assert.equal(again.code, 0);
    for (const absent of ['dist/src/heuristics/engine.js', 'dist/src/heuristics/load.js', 'dist/src/cli/commands/tap.js', 'dist/src/cli/commands/ingest.js']) {
      assert.ok(!has(again.modules, absent), `an unchanged rescan loaded ${absent}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
