#!/usr/bin/env node
/**
 * A server that computes a tool default from the clock when it starts, as some real servers do
 * ("since": the start time), so every start serves a different manifest:
 *
 *   node clock-default-server.js <template.json> <served.json>
 *
 * Writes the template with every "@@START_TIME@@" replaced by the start time (ISO 8601) to
 * <served.json>, then serves that file with the bundled manifest server.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [template, served] = process.argv.slice(2);
if (!template || !served) {
  process.stderr.write('usage: clock-default-server <template.json> <served.json>\n');
  process.exit(2);
}
writeFileSync(served, readFileSync(template, 'utf8').replaceAll('@@START_TIME@@', new Date().toISOString()));
process.argv.splice(2, 2, served);
await import('../../src/demo/manifest-server.js');
