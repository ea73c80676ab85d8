/**
 * The content engine as a first-contact scan calls it on one tool, and what a test reads of its
 * findings: the top severity, whether any finding is HIGH or above, the cues that fired.
 */
import type { Heuristics } from '../../src/heuristics/types.js';
import type { Finding, JsonObject, Severity } from '../../src/model.js';
import { severityRank } from '../../src/model.js';
import { toolTexts } from '../../src/diff/texts.js';

/** What first contact finds on one tool, as the pipeline hands it to the engine (the tool alone in its session). */
export function firstContactOf(h: Heuristics, tool: JsonObject, paramNames: string[] = []): Finding[] {
  const name = String(tool.name);
  return h.content({ tool: name, type: 'first_contact', texts: toolTexts(tool), paramNames, sessionToolNames: [name] });
}

export const topSeverity = (fs: Finding[]): Severity | 'NONE' => fs.reduce<Severity | 'NONE'>((m, f) => (m === 'NONE' || severityRank(f.severity) > severityRank(m) ? f.severity : m), 'NONE');
export const atLeastHigh = (fs: Finding[]): boolean => fs.some((f) => severityRank(f.severity) >= severityRank('HIGH'));
export const cueIds = (fs: Finding[]): string[] => fs.flatMap((f) => (f.cues ?? []).map((c) => c.id));
