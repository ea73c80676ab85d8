/**
 * A second process for the history concurrency tests:
 *   node writer.js <db> <count> <label> [pauseMs] [goFile] [peer]
 * opens the history, prints "ready", waits until <goFile> exists (so racing writers start together),
 * then writes <count> scans for server "<label>" (3 records each, a new manifest every 25 scans),
 * printing "wrote N" every 10 scans and "done N" at the end. With [peer], it waits after its first
 * scan until server "<peer>" has one too: two racers then interleave for certain, however the
 * machine schedules them. Used to race two writers on one file and to be killed with SIGKILL mid-write.
 */
import { existsSync } from 'node:fs';
import { openStore } from '../../src/history/index.js';
import { record, scanWrite, snapshot, tool } from './builders.js';

const [path, countText, label, pauseText, goFile, peer] = process.argv.slice(2);
if (!path || !countText || !label) throw new Error('usage: writer.js <db> <count> <label>');
const count = Number(countText);
const pauseMs = Number(pauseText ?? 0);
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const store = openStore(path, { busyTimeoutMs: 60_000 });
process.stdout.write('ready\n');
while (goFile && !existsSync(goFile)) Atomics.wait(sleeper, 0, 0, 5);
for (let i = 1; i <= count; i++) {
  const scanId = `sc-${label}-${i}`;
  const manifest = snapshot([tool('read_file', `release ${Math.floor(i / 25)}`), tool(`${label}_tool`)]);
  store.transaction(() => {
    const state = store.serverState(label);
    store.writeScan(
      scanWrite({
        scanId,
        serverId: label,
        ts: new Date().toISOString(),
        snapshot: manifest,
        records: [1, 2, 3].map((n) => record({ server: label, scan_id: scanId, alert_id: `al-${label}-${i}-${n}` })),
        autoApprove: state.latest === null ? { by: 'first-contact', note: null } : null,
      }),
    );
  });
  if (i % 10 === 0) process.stdout.write(`wrote ${i}\n`);
  // Outside any transaction: the peer is free to write meanwhile.
  if (i === 1 && peer) while (store.serverState(peer).latest === null) Atomics.wait(sleeper, 0, 0, 5);
  // Like a real scan, leave the lock free for a while between writes, so the other writer gets in.
  if (pauseMs > 0) Atomics.wait(sleeper, 0, 0, pauseMs);
}
store.close();
process.stdout.write(`done ${count}\n`);
