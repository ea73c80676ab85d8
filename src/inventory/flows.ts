import type { Severity } from '../model.js';
import type { Label } from './labels-data.js';
import type { ToolLabels } from './label.js';

/**
 * Toxic flows: label combinations that are dangerous in one agent session, whichever servers bring
 * the legs. A client configuration is one session (its servers are in the same agent); a server
 * alone is one too. Pure: labelled tools in, flows out, in a stable order.
 *
 * - lethal-trifecta (HIGH): private data, content an attacker can write, and a way out. One
 *   injected page or mail makes the agent read the private data and send it.
 * - destructive-injection (MEDIUM): content an attacker can write next to a tool that deletes or
 *   overwrites, without an egress leg (with one, the trifecta is reported instead).
 */

export const FLOWS = {
  'lethal-trifecta': { severity: 'HIGH', legs: ['private-data', 'untrusted-content', 'egress'] },
  'destructive-injection': { severity: 'MEDIUM', legs: ['untrusted-content', 'destructive'] },
} as const satisfies Record<string, { severity: Severity; legs: readonly Label[] }>;
export type FlowId = keyof typeof FLOWS;

/** The tools of one server, labelled. */
export interface LabelledServer {
  server: string;
  tools: ToolLabels[];
}

export interface LegTool {
  server: string;
  tool: string;
}

export interface Flow {
  flow: FlowId;
  severity: Severity;
  /** Each leg's tools, in server then tool order. */
  legs: Partial<Record<Label, LegTool[]>>;
  /** The servers that bring at least one leg. */
  servers: string[];
}

/** Every tool of the session that carries the label. */
function holders(servers: readonly LabelledServer[], label: Label): LegTool[] {
  const out: LegTool[] = [];
  for (const s of servers) for (const t of s.tools) if (t.labels.some((l) => l.label === label)) out.push({ server: s.server, tool: t.tool });
  return out;
}

/** The flows a session holds (at most one of each kind). */
export function flowsOf(servers: readonly LabelledServer[]): Flow[] {
  const sorted = [...servers].sort((a, b) => (a.server < b.server ? -1 : a.server > b.server ? 1 : 0));
  const has = new Map<Label, LegTool[]>();
  const legOf = (l: Label): LegTool[] => {
    if (!has.has(l)) has.set(l, holders(sorted, l));
    return has.get(l)!;
  };
  const out: Flow[] = [];
  const trifecta = FLOWS['lethal-trifecta'].legs.every((l) => legOf(l).length > 0);
  for (const [id, def] of Object.entries(FLOWS) as Array<[FlowId, (typeof FLOWS)[FlowId]]>) {
    if (!def.legs.every((l) => legOf(l).length > 0)) continue;
    if (id === 'destructive-injection' && (trifecta || legOf('egress').length > 0)) continue;
    const legs: Partial<Record<Label, LegTool[]>> = {};
    for (const l of def.legs) legs[l] = legOf(l);
    const servers = [...new Set(def.legs.flatMap((l) => legOf(l).map((t) => t.server)))].sort();
    out.push({ flow: id, severity: def.severity, legs, servers });
  }
  return out;
}

/** The legs a change brought: labels the session holds now and did not before, for a flow it did not hold. */
export function newFlows(before: readonly LabelledServer[], after: readonly LabelledServer[]): Array<Flow & { added: Label[] }> {
  const was = new Set(flowsOf(before).map((f) => f.flow));
  const present = (servers: readonly LabelledServer[], l: Label) => servers.some((s) => s.tools.some((t) => t.labels.some((x) => x.label === l)));
  return flowsOf(after)
    .filter((f) => !was.has(f.flow))
    .map((f) => ({ ...f, added: (Object.keys(f.legs) as Label[]).filter((l) => !present(before, l)) }));
}
