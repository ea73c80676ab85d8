#!/usr/bin/env node
/**
 * The bundled manifest server behind a start-up delay, for the fleet tests and bench/fleet:
 *
 *   node slow-manifest-server.js <delayMs> <manifest.json>
 *
 * Many real servers take about a second before they answer `initialize` (npx resolving a package,
 * a Python interpreter importing its world). The delay is a timer, not busy work: it models that
 * wait without eating the CPU the sensor itself needs, so a fleet benchmark measures the sensor.
 * Requests sent meanwhile wait in the stdin pipe and are answered once the server is up.
 */
const delayMs = Number(process.argv[2]);
if (!Number.isFinite(delayMs) || delayMs < 0 || !process.argv[3]) {
  process.stderr.write('usage: slow-manifest-server <delayMs> <manifest.json>\n');
  process.exit(2);
}
await new Promise((resolve) => setTimeout(resolve, delayMs));
// The manifest server reads its file from argv[2]: drop the delay argument before it starts.
process.argv.splice(2, 1);
await import('../../src/demo/manifest-server.js');
