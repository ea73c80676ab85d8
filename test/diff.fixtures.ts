// Shared fixtures of the diff and structural tests: tools as a server sends them, and a small
// fake of the loaded heuristics (severities of the specification's catalogue, a short risky list).
import type { HeuristicId, JsonObject, Severity, ToolEntry } from '../src/model.js';
import type { Heuristics, HeuristicMeta } from '../src/heuristics/types.js';
import { toolHash } from '../src/fingerprint/snapshot.js';

export function entry(tool: JsonObject, annotations = true): ToolEntry {
  return { name: tool.name as string, tool, hash: toolHash(tool, { alg: 'sha256', annotations }) };
}

export function manifest(...tools: JsonObject[]): { tools: ToolEntry[] } {
  return { tools: tools.map((t) => entry(t)) };
}

export const SEVERITY: Record<HeuristicId, Severity> = {
  H1: 'MEDIUM',
  H2: 'CRITICAL',
  H3: 'CRITICAL',
  H4: 'HIGH',
  H5: 'HIGH',
  H6: 'MEDIUM',
  H7: 'HIGH',
  H8: 'MEDIUM',
  H9: 'HIGH',
  H10: 'CRITICAL',
  H11: 'HIGH',
  H12: 'MEDIUM',
  H13: 'LOW',
  H14: 'HIGH',
};

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
