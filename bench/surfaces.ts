/**
 * bench/surfaces: what listing prompts, resources and resource templates costs over a tools-only
 * read of the same server. In one process, side by side (interleaved rounds), the sensor's own
 * session against server-everything over stdio: spawn, initialize, every list page, close — once
 * with tools/list only, once with every list the server declares. Also counts the requests each
 * side sends (the extra lists should cost one round trip each per page, nothing more).
 *
 *   node dist/bench/surfaces.js [--runs N]      (default 15 runs per side, after 1 warm-up round)
 */
import { StdioTransport } from '../src/connect/stdio.js';
import { collectManifest, type SessionTransport } from '../src/connect/session.js';
import type { JsonObject } from '../src/model.js';
import { ROOT } from './lib/proc.js';
import { fmt, intFlag, interleave, median, ratioRow, report } from './lib/stats.js';

const EVERYTHING = `${ROOT}node_modules/@modelcontextprotocol/server-everything/dist/index.js`;
const LIMITS = { timeoutMs: 120_000, maxTools: 5000, maxBytes: 16 * 1024 * 1024 };
/** Ceiling for the ratio of medians (whole read, process start included). */
const TARGET = 1.25;

/** One read of the server; returns its wall time and how many requests the sensor sent. */
async function read(listSurfaces: boolean): Promise<{ ms: number; requests: number; items: number }> {
  const transport = new StdioTransport({ command: process.execPath, args: [EVERYTHING, 'stdio'], env: {}, maxBytes: LIMITS.maxBytes });
  let requests = 0;
  const send = transport.send.bind(transport);
  (transport as SessionTransport).send = (m: JsonObject) => {
    if ('id' in m && 'method' in m) requests++;
    return send(m);
  };
  const started = performance.now();
  const r = await collectManifest(transport, { limits: LIMITS, clientVersion: 'bench', listSurfaces });
  const ms = performance.now() - started;
  const s = r.surfaces;
  return { ms, requests, items: r.tools.length + (s.prompts?.length ?? 0) + (s.resources?.length ?? 0) + (s.resourceTemplates?.length ?? 0) };
}

async function main(argv: string[]): Promise<void> {
  const runs = intFlag(argv, '--runs', 15);
  const [toolsOnly, all] = [await read(false), await read(true)];
  process.stderr.write(
    `server-everything: tools only ${toolsOnly.requests} requests, ${toolsOnly.items} items | every list ${all.requests} requests, ${all.items} items (${runs} runs each)\n`,
  );
  const [a, b] = await interleave(
    [
      { label: 'tools-only', run: async () => (await read(false)).ms },
      { label: 'every-list', run: async () => (await read(true)).ms },
    ],
    runs,
  );
  const paired = median(b!.map((x, k) => x / a![k]!));
  report([
    ratioRow(
      'surfaces',
      `server-everything over stdio, every list (${all.requests} requests) / tools only (${toolsOnly.requests}) (median of per-round ratios ${fmt(paired, 2)}×)`,
      median(b!),
      median(a!),
      TARGET,
    ),
  ]);
}

await main(process.argv.slice(2));
