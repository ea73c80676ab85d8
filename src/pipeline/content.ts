import type { Finding, RecordType, ToolEntry } from '../model.js';
import type { Heuristics, ContentText } from '../heuristics/types.js';
import type { ManifestDiff } from '../diff/types.js';
import { toolTexts } from '../diff/texts.js';
import { paramsOf } from '../diff/params.js';
import { addedWordRanges } from '../diff/words.js';

function paramNames(tool: ToolEntry): string[] {
  return [...new Set(paramsOf(tool.tool.inputSchema ?? null).map((p) => p.name))];
}


/**
 * Content heuristics over whole tools: first contact and added tools. Every tool gets the same
 * session name list (the engine skips the tool's own name), so its name index is built once.
 */
export async function contentOfTools(tools: ToolEntry[], type: RecordType, sessionNames: string[], h: Heuristics, pause: Pause = NO_PAUSE): Promise<Finding[]> {
  const names = [...new Set([...tools.map((t) => t.name), ...sessionNames])];
  const findings: Finding[] = [];
  for (const t of tools) {
    await pause();
    for (const f of h.content({ tool: t.name, type, texts: toolTexts(t.tool), paramNames: paramNames(t), sessionToolNames: names })) findings.push(f);
  }
  return findings;
}

/** Yields to the event loop now and then, and throws once the scan is interrupted (see scan.ts). */
export type Pause = () => Promise<void>;
export const NO_PAUSE: Pause = async () => undefined;

/**
 * Content heuristics over a drift: added tools whole, changed and renamed tools only where words
 * were added (an injection that was already there and approved does not fire again).
 */
export async function contentOfChanges(diff: ManifestDiff, current: ToolEntry[], sessionNames: string[], h: Heuristics, pause: Pause = NO_PAUSE): Promise<Finding[]> {
  const names = [...current.map((t) => t.name), ...sessionNames];
  const findings = await contentOfTools(diff.added, 'tool_added', names, h, pause);
  for (const c of diff.changed) {
    await pause();
    const texts: ContentText[] = c.texts.map((t) => ({ field: t.field, kind: t.kind, text: t.after, added: t.added, ...(t.before !== null ? { before: t.before } : {}) }));
    if (texts.length === 0) continue;
    for (const f of h.content({ tool: c.name, type: 'description_change', texts, paramNames: paramNames(c.after), sessionToolNames: names })) findings.push(f);
  }
  for (const r of diff.renamed) {
    await pause();
    // Same content under a new name: only the name itself is new text.
    const texts: ContentText[] = toolTexts(r.tool.tool).map((t) => ({ ...t, added: t.kind === 'name' ? addedWordRanges(r.from, t.text) : [] }));
    for (const f of h.content({ tool: r.to, type: 'tool_added', texts, paramNames: paramNames(r.tool), sessionToolNames: names })) findings.push(f);
  }
  return findings;
}

/**
 * H11 across a fleet: a tool name another server of the same scan also exposes with a different
 * definition (a look-alike shadowing it). An identical tool is the same server configured twice
 * (one server in two clients, two instances of one package): it can steer nothing new.
 */
export function fleetDuplicates(tools: ToolEntry[], type: RecordType, otherServers: Map<string, Map<string, string>>, h: Heuristics): Finding[] {
  const out: Finding[] = [];
  for (const t of tools) {
    const alsoOn = [...otherServers.entries()]
      .filter(([, other]) => other.has(t.name) && other.get(t.name) !== t.hash)
      .map(([id]) => id)
      .sort();
    if (alsoOn.length === 0) continue;
    out.push({
      heuristic: 'H11',
      severity: h.meta('H11').severity,
      type,
      tool: t.name,
      field: 'name',
      fragment: t.name,
      detail: { duplicate_of: alsoOn },
    });
  }
  return out;
}
