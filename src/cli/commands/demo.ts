import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Target } from '../../model.js';
import { DEFAULT_REMIND_MS, DEFAULT_SCAN_OPTIONS, type ScanOptions } from '../../scan.js';
import { CLEAN_MANIFEST, POISONED_MANIFEST } from '../../demo/manifests.js';
import { openHistory, type GlobalFlags } from '../context.js';
import { runScan } from '../run-scan.js';

const SERVER = fileURLToPath(new URL('../../demo/manifest-server.js', import.meta.url));

/**
 * A self-contained run: a bundled demo server is scanned clean (the baseline, approved on first
 * contact), switched to a poisoned manifest, scanned again, and scanned once more a day later (the
 * drift, still not approved, is reminded of). Temporary database, removed after.
 */
export async function demoCommand(flags: GlobalFlags): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-sentinel-demo-'));
  const manifest = join(dir, 'manifest.json');
  const say = (line: string) => process.stderr.write(`${line}\n`);
  try {
    const store = await openHistory({ ...flags, db: join(dir, 'history.db') });
    const target: Target = { kind: 'stdio', id: 'demo/acme-files', command: process.execPath, args: [SERVER, manifest], env: {} };
    const options: ScanOptions = DEFAULT_SCAN_OPTIONS;
    try {
      writeFileSync(manifest, JSON.stringify(CLEAN_MANIFEST));
      say('1/3 scanning the demo server (acme-files 1.4.0) for the first time: its manifest becomes the approved baseline');
      const first = await runScan([target], options, flags, store);
      say(first === 0 ? '    baseline recorded, nothing to report (exit 0)\n' : `    unexpected: exit ${first}\n`);

      writeFileSync(manifest, JSON.stringify(POISONED_MANIFEST));
      say('2/3 the server swaps its tools without changing its version (a rug pull); scanning again');
      const second = await runScan([target], options, flags, store);
      say(`\n    exit ${second}: a cron job or CI step would fail here and the JSONL would go to your SIEM.\n`);

      say('3/3 a day later nobody has approved it: the scan reminds of the drift (kind "pending") and still fails');
      const dayLater = new Date(Date.now() + DEFAULT_REMIND_MS);
      const third = await runScan([target], options, flags, store, () => dayLater);
      say(`\n    exit ${third}: every day until someone runs approve (or the server is rolled back).`);
      say('    Try it on a real server:  mcp-schema-sentinel scan --name everything -- npx -y @modelcontextprotocol/server-everything');
      return first === 0 && second === 1 && third === 1 ? 0 : 1;
    } finally {
      store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
