import type { Finding, HeuristicId, Severity } from '../model.js';
import type { TextKind } from '../diff/types.js';
import type { Heuristics } from './types.js';
import type { LoadedHeuristics } from './build.js';

/** Data for `heuristics list` and `heuristics test`; the CLI prints it. */

export interface CatalogueRow {
  id: HeuristicId;
  slug: string;
  severity: Severity;
  scope: 'structural' | 'content' | 'fleet';
  coverable: boolean;
  summary: string;
  /** Data files this heuristic reads, as `file@version`. */
  files: string[];
}

export function catalogueRows(h: LoadedHeuristics): CatalogueRow[] {
  const serves = h.data.serves;
  return h.catalogue.map((m) => ({
    ...m,
    files: Object.keys(serves)
      .filter((f) => serves[f]!.includes(m.id))
      .map((f) => `${f}@${h.fileVersions[f]}`),
  }));
}

export interface TestContext {
  /** Parameter names of the tool the text would belong to. */
  paramNames?: string[];
  /** Other tool names of the session. */
  sessionToolNames?: string[];
}

/**
 * Runs the content heuristics on one text, as a tool name or as a description (the default), the
 * way `scan` would at first contact.
 */
export function heuristicsTest(h: Heuristics, text: string, field: 'name' | 'description' = 'description', ctx: TestContext = {}): Finding[] {
  const kind: TextKind = field === 'name' ? 'name' : 'description';
  return h.content({
    tool: null,
    type: 'first_contact',
    texts: [{ field, kind, text }],
    paramNames: ctx.paramNames ?? [],
    sessionToolNames: ctx.sessionToolNames ?? [],
  });
}
