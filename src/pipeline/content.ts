import type { Finding, RecordType, Severity, ToolEntry } from '../model.js';
import { severityRank } from '../model.js';
import type { ShadowKind } from '../heuristics/shadowing.js';
import { foldName, namespaces } from '../heuristics/name-words.js';
import type { Heuristics, ContentText } from '../heuristics/types.js';
import type { ManifestDiff } from '../diff/types.js';
import { toolTexts } from '../diff/texts.js';
import { paramsOf } from '../diff/params.js';
import { addedWordRanges } from '../diff/words.js';
import { CueMemo } from '../heuristics/cue-memo.js';

function paramNames(tool: ToolEntry): string[] {
  return [...new Set(paramsOf(tool.tool.inputSchema ?? null).map((p) => p.name))];
}


/**
 * Content heuristics over whole tools: first contact and added tools. Every tool gets the same
 * session name list (the engine skips the tool's own name), so its name index is built once.
 */
export async function contentOfTools(tools: ToolEntry[], type: RecordType, sessionNames: string[], h: Heuristics, pause: Pause = NO_PAUSE, foreign: string[] = foreignOf(sessionNames, tools)): Promise<Finding[]> {
  const names = [...new Set([...tools.map((t) => t.name), ...sessionNames])];
  const findings: Finding[] = [];
  // The server's repeated texts (a parameter described alike in every tool) are matched once.
  const memo = new CueMemo();
  for (const t of tools) {
    await pause();
    for (const f of h.content({ tool: t.name, type, texts: toolTexts(t.tool), paramNames: paramNames(t), sessionToolNames: names, foreignToolNames: foreign, memo })) findings.push(f);
  }
  return findings;
}

/** The other servers' tool names that this server does not itself expose (one array, shared by every tool). */
function foreignOf(sessionNames: string[], serverTools: ToolEntry[]): string[] {
  const own = new Set(serverTools.map((t) => t.name));
  return [...new Set(sessionNames.filter((n) => !own.has(n)))];
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
  const foreign = foreignOf(sessionNames, current);
  const findings = await contentOfTools(diff.added, 'tool_added', names, h, pause, foreign);
  for (const c of diff.changed) {
    await pause();
    const texts: ContentText[] = c.texts.map((t) => ({ field: t.field, kind: t.kind, text: t.after, added: t.added, ...(t.before !== null ? { before: t.before } : {}) }));
    if (texts.length === 0) continue;
    const whole = { current: toolTexts(c.after.tool), previous: toolTexts(c.before.tool) };
    for (const f of h.content({ tool: c.name, type: 'description_change', texts, paramNames: paramNames(c.after), sessionToolNames: names, foreignToolNames: foreign, whole })) findings.push(f);
  }
  for (const r of diff.renamed) {
    await pause();
    // Same content under a new name: only the name itself is new text.
    const texts: ContentText[] = toolTexts(r.tool.tool).map((t) => ({ ...t, added: t.kind === 'name' ? addedWordRanges(r.from, t.text) : [] }));
    for (const f of h.content({ tool: r.to, type: 'tool_added', texts, paramNames: paramNames(r.tool), sessionToolNames: names, foreignToolNames: foreign })) findings.push(f);
  }
  return findings;
}

// Each other server's tool list is one Map for the whole scan: its prefixes are read once.
const spaces = new WeakMap<Map<string, string>, Set<string>>();
function namespacesOf(tools: Map<string, string>): Set<string> {
  let s = spaces.get(tools);
  if (s === undefined) spaces.set(tools, (s = namespaces(tools.keys())));
  return s;
}

// The same for the whole fleet: which servers expose each folded name.
const holders = new WeakMap<Map<string, Map<string, string>>, Map<string, Set<string>>>();
function holdersOf(otherServers: Map<string, Map<string, string>>): Map<string, Set<string>> {
  let m = holders.get(otherServers);
  if (m === undefined) {
    m = new Map();
    for (const [id, other] of otherServers) for (const name of other.keys()) {
      const k = foldName(name);
      const s = m.get(k) ?? new Set<string>();
      s.add(id);
      m.set(k, s);
    }
    holders.set(otherServers, m);
  }
  return m;
}

/**
 * H11 across a fleet: a tool name another server of the same scan also exposes with a different
 * definition, or a near look-alike of one of its names. An identical tool is the same server
 * configured twice (one server in two clients, two instances of one package): it can steer
 * nothing new. Unrelated vendors share generic names (`search`, `list_tables`), so an exact
 * duplicate is a low note; HIGH needs a sign of shadowing (the text claims to replace the other
 * tool, or the name is a `_v2`/`-pro` variant or one edit away, outside the servers' own name
 * prefixes). The detail names the other servers and, for a look-alike, their tool.
 */
export function fleetDuplicates(tools: ToolEntry[], type: RecordType, otherServers: Map<string, Map<string, string>>, h: Heuristics, serverTools: ToolEntry[] = tools): Finding[] {
  const out: Finding[] = [];
  // A look-alike of a name this server itself exposes (`advanced-search` beside its own `search`)
  // is the server's own family of tools; its pair with the other server's same name is judged
  // as the duplicate it is.
  const own = new Set(tools.map((t) => foldName(t.name)));
  // Prefixes are read on the whole server (a release's added tools alone may be too few).
  const mine = namespaces(serverTools.map((t) => t.name));
  const byName = holdersOf(otherServers);
  for (const t of tools) {
    // A name another unrelated server already exposes as it is (`search_nodes` of every knowledge-graph
    // memory, `get_location` of a shop and of a debugger) is the vocabulary of its kind of tool, not a
    // squat of a third server's near name; its exact duplicates are still reported below.
    const sharedName = byName.get(foldName(t.name));
    const text = typeof t.tool.description === 'string' ? t.tool.description : '';
    const hits: Array<{ server: string; tool: string; kind: ShadowKind; severity: Severity }> = [];
    for (const [id, other] of otherServers) {
      for (const [name, hash] of other) {
        if (name === t.name && hash === t.hash) continue;
        const v = h.nameShadow(t.name, name, text, { mine, theirs: namespacesOf(other) });
        if (v && v.kind !== 'duplicate' && v.kind !== 'supersede' && own.has(foldName(name))) continue;
        if (v && v.kind === 'one-edit' && sharedName !== undefined && sharedName.size > (sharedName.has(id) ? 1 : 0)) continue;
        if (v) hits.push({ server: id, tool: name, ...v });
      }
    }
    if (hits.length === 0) continue;
    const severity = hits.reduce<Severity>((s, x) => (severityRank(x.severity) > severityRank(s) ? x.severity : s), 'INFO');
    const strongest = hits.filter((x) => x.severity === severity);
    const lookAlike = strongest.filter((x) => x.tool !== t.name);
    out.push({
      heuristic: 'H11',
      severity,
      type,
      tool: t.name,
      field: 'name',
      fragment: t.name,
      detail: {
        duplicate_of: [...new Set(strongest.map((x) => x.server))].sort(),
        shadow: strongest[0]!.kind,
        ...(lookAlike.length > 0 ? { look_alike_of: lookAlike.map((x) => ({ server: x.server, tool: x.tool })).sort((a, b) => (a.server + a.tool < b.server + b.tool ? -1 : 1)) } : {}),
      },
    });
  }
  return out;
}
