/**
 * The field servers as a first contact reads them: each manifest of a field folder (its index.json)
 * fingerprinted, with the size of the text the content heuristics read (all of it, and the distinct
 * texts). Evaluation data only: read from outside the project, never copied into it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonObject, JsonValue, ToolEntry } from '../../src/model.js';
import { fingerprint } from '../../src/fingerprint/snapshot.js';
import { toolTexts } from '../../src/diff/texts.js';
import { stringFlag } from './stats.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Server {
  id: string;
  tools: ToolEntry[];
  /** UTF-16 units of every text the content heuristics read, and of the distinct ones. */
  units: number;
  distinct: number;
}

/** Every server of the folder's index.json (none when the folder has no index). */
export function readServers(dir: string): Server[] {
  const indexFile = join(dir, 'index.json');
  if (!existsSync(indexFile)) return [];
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { servers: Array<{ slug: string; manifest: string }> };
  return index.servers.map((s) => {
    const doc = JSON.parse(readFileSync(join(dir, 'manifests', s.manifest), 'utf8')) as JsonObject;
    const snap = fingerprint({ tools: (doc.tools ?? []) as JsonValue[], serverInfo: null }, { alg: 'sha256', annotations: true });
    const texts = snap.tools.flatMap((t) => toolTexts(t.tool).map((x) => `${x.kind}\u0000${x.text}`));
    return { id: s.slug, tools: snap.tools, units: texts.reduce((a, t) => a + t.length, 0), distinct: [...new Set(texts)].reduce((a, t) => a + t.length, 0) };
  });
}

/** The servers a bench names: `--field DIR` (default ../shared/corpora/field) and `--cache DIR`; at least one. */
export function serversOfArgs(argv: string[]): Server[] {
  const cache = stringFlag(argv, '--cache');
  const servers = [...readServers(stringFlag(argv, '--field') ?? join(ROOT, '..', 'shared', 'corpora', 'field')), ...(cache ? readServers(cache) : [])];
  if (servers.length === 0) throw new Error('no field server found (see --field and --cache)');
  return servers;
}
