// Shared fixtures of the diff and structural tests: tools as a server sends them, and a small
// fake of the loaded heuristics (severities of the specification's catalogue, a short risky list).
import { readFileSync } from 'node:fs';
import type { HeuristicId, JsonObject, Severity, ToolEntry } from '../src/model.js';
import type { Heuristics, HeuristicMeta } from '../src/heuristics/types.js';
import { toolHash } from '../src/fingerprint/snapshot.js';

export function entry(tool: JsonObject, annotations = true): ToolEntry {
  return { name: tool.name as string, tool, hash: toolHash(tool, { alg: 'sha256', annotations }) };
}

export function manifest(...tools: JsonObject[]): { tools: ToolEntry[] } {
  return { tools: tools.map((t) => entry(t)) };
}

/** Default severities as heuristics/catalogue.json ships them (a new id needs no edit here). */
export const SEVERITY: Record<HeuristicId, Severity> = Object.fromEntries(
  (JSON.parse(readFileSync(new URL('../../heuristics/catalogue.json', import.meta.url), 'utf8')) as { heuristics: { id: HeuristicId; severity: Severity }[] }).heuristics.map(
    (h) => [h.id, h.severity],
  ),
) as Record<HeuristicId, Severity>;

const RISKY = /^(?:exec|eval|shell$|command$|cmd$|script$|code$|spawn$)/i;

export const fakeHeuristics: Heuristics = {
  version: 'test',
  fileVersions: {},
  catalogue: [],
  meta(id: HeuristicId): HeuristicMeta {
    return { id, slug: id.toLowerCase(), severity: SEVERITY[id], scope: 'structural', coverable: true, summary: '' };
  },
  isRiskyName: (name: string) => RISKY.test(name),
  content: () => [],
  nameShadow: () => null,
};

/** read_file as approved: the baseline most tests mutate. */
export function readFile(): JsonObject {
  return {
    name: 'read_file',
    title: 'Read file',
    description: 'Read a file from disk.',
    inputSchema: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'Path of the file.', maxLength: 4096, pattern: '^/' },
        encoding: { type: 'string', enum: ['utf8', 'base64'], default: 'utf8' },
      },
      required: ['path'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, destructiveHint: false },
  };
}

/** A deep copy to mutate, so that a test never edits its own baseline. */
export function clone<T>(v: T): T {
  return structuredClone(v);
}
