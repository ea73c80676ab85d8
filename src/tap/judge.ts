/**
 * Judging one session's spool against the history (pure; the history's answers are passed in).
 * Every judgement is about what crossed the wire: the lists the agent received, the calls it made.
 */
import type { Finding, ItemEntry, ItemKind, JsonObject, JsonValue, MalformedItem, RawSurfaces, Severity, Snapshot, SurfaceList, ToolEntry } from '../model.js';
import { fingerprintItems, kindOfList, manifestHashV2 } from '../fingerprint/items.js';
import { diffItems, type ItemDiff } from '../diff/items.js';
import { itemStructuralFindings } from '../heuristics/structural-items.js';
import { contentOfItemChanges } from '../pipeline/items.js';
import { LIST_METHODS, type ListMethod } from './entries.js';
import { maxSeverity } from '../model.js';
import type { TapFinding } from '../findings.js';
import type { Heuristics } from '../heuristics/types.js';
import { fingerprint } from '../fingerprint/snapshot.js';
import { diffManifests } from '../diff/manifest-diff.js';
import type { ManifestDiff } from '../diff/types.js';
import { structuralFindings } from '../heuristics/structural.js';
import { contentOfChanges } from '../pipeline/content.js';
import type { HashAlg } from '../model.js';
import type { SpoolLine } from './entries.js';
import { agencyWindows } from './agency.js';

/** Breadth says little about an agent that called one or two tools of a small server. */
export const MIN_BREADTH_TOOLS = 3;

export interface Baseline {
  version: number;
  /** The hash of its tools alone (what a session's tools/list is compared with). */
  manifestHash: string;
  alg: HashAlg;
  tools: ToolEntry[];
  serverVersion: string | null;
  /** Its prompts, resources and templates, when its scan read them (fingerprint 2). */
  items?: StoredLists;
}

/** A version's items beyond tools, as the history keeps them. */
export interface StoredLists {
  items: ItemEntry[];
  malformedItems: MalformedItem[];
  unavailable: SurfaceList[];
}

/** The hash a session's list of one kind is compared with: that kind's items alone, as the history keys them. */
export function listHash(alg: HashAlg, stored: StoredLists, kind: ItemKind): string {
  const items = stored.items.filter((i) => i.kind === kind);
  const malformed = stored.malformedItems.filter((m) => m.kind === kind);
  return manifestHashV2(alg, [], { items, malformed, unavailable: [] });
}

export interface JudgeInput {
  lines: SpoolLine[];
  /** The approved baseline (the reference version), or null before the server's first scan. */
  baseline: Baseline | null;
  /** The tools the sensor's own last scan saw (state.latest, its tools alone), or null. */
  scannerHash: string | null;
  /** The other lists the sensor's own last scan saw, by list, when it read them. */
  scannerLists?: Partial<Record<SurfaceList, string>>;
  heuristics: Heuristics;
  annotations: boolean;
}

type ListLine = Extract<SpoolLine, { type: 'list' }>;

/** The tools of an epoch, rebuilt from the definitions the spool kept, fingerprinted as `scan` does. */
function epochSnapshot(epoch: ListLine, defs: Map<string, JsonValue>, alg: HashAlg, annotations: boolean, serverInfo: JsonObject | null): Snapshot {
  const tools = epoch.items.map(([, hash]) => defs.get(hash) ?? null);
  return fingerprint({ tools, serverInfo }, { alg, annotations });
}

function names(diff: ManifestDiff): { added: string[]; removed: string[]; changed: string[] } {
  return {
    added: [...diff.added.map((t) => t.name), ...diff.renamed.map((r) => r.to)].sort(),
    removed: [...diff.removed.map((t) => t.name), ...diff.renamed.map((r) => r.from)].sort(),
    changed: diff.changed.map((c) => c.name),
  };
}

/** What changed from `before` to `after`, judged as a scan judges a change: structural and content findings, and the names. */
async function judgeChange(before: { tools: ToolEntry[]; serverVersion: string | null }, after: Snapshot, input: JudgeInput): Promise<Judged> {
  const diff = diffManifests(before, after, { annotations: input.annotations });
  const findings = structuralFindings(diff, { serverVersionBefore: before.serverVersion, serverVersionAfter: after.serverVersion, annotations: input.annotations }, input.heuristics);
  findings.push(...(await contentOfChanges(diff, after.tools, [], input.heuristics)));
  return { findings, names: names(diff) };
}

function itemNames(diff: ItemDiff): { added: string[]; removed: string[]; changed: string[] } {
  return { added: diff.added.map((i) => i.id).sort(), removed: diff.removed.map((i) => i.id).sort(), changed: diff.changed.map((c) => c.id) };
}

/** What changed in a prompts, resources or templates list, judged by the item heuristics, and the names. */
async function judgeItemChange(diff: ItemDiff, input: JudgeInput): Promise<Judged> {
  const content = await contentOfItemChanges(diff, [], input.heuristics);
  return { findings: [...itemStructuralFindings(diff, content, input.heuristics), ...content], names: itemNames(diff) };
}

type Judged = { findings: Finding[]; names: ReturnType<typeof names> };

/** A list the agent received that the sensor's scans do not see (`list` is absent for tools). */
function splitView(j: Judged, d: { session: string; epoch: number; agentHash: string; baselineHash: string; baselineVersion: number; list?: ListMethod }): TapFinding {
  return {
    type: 'split_view',
    severity: maxSeverity(j.findings.map((f) => f.severity), 'HIGH'),
    tool: null,
    findings: j.findings,
    detail: { session: d.session, epoch: d.epoch, agent_manifest_hash: d.agentHash, baseline_manifest_hash: d.baselineHash, baseline_version: d.baselineVersion, only_agent: j.names.added, changed: j.names.changed, only_baseline: j.names.removed, ...(d.list ? { list: d.list } : {}) },
  };
}

/** A list that changed within the session (`list` is absent for tools). */
function sessionDrift(j: Judged, d: { session: string; fromEpoch: number; toEpoch: number; fromHash: string; toHash: string; announced: boolean; list?: ListMethod }): TapFinding {
  return {
    type: 'session_drift',
    severity: maxSeverity(j.findings.map((f) => f.severity), 'MEDIUM'),
    tool: null,
    findings: j.findings,
    detail: { session: d.session, from_epoch: d.fromEpoch, to_epoch: d.toEpoch, from_hash: d.fromHash, to_hash: d.toHash, ...j.names, announced: d.announced, ...(d.list ? { list: d.list } : {}) },
  };
}

/**
 * A prompts, resources or templates list, judged as a tools list is: against the baseline (when
 * its scan read that list) and the scanner's last view for a split view, against the session's
 * previous answer for a drift; the item heuristics judge what differs.
 */
async function judgeItemsEpoch(
  line: ListLine,
  method: Exclude<ListMethod, 'tools/list'>,
  defs: Map<string, JsonValue>,
  alg: HashAlg,
  input: JudgeInput,
  prev: { epoch: number; hash: string; items: ItemEntry[] } | null,
  announced: boolean,
  seenSplit: Set<string>,
  session: string,
): Promise<{ findings: TapFinding[]; now: { epoch: number; hash: string; items: ItemEntry[] } }> {
  const list: SurfaceList = LIST_METHODS[method];
  const kind = kindOfList(list);
  const f = fingerprintItems({ [list]: line.items.map(([, hash]) => defs.get(hash) ?? null) } as RawSurfaces, alg);
  const hash = manifestHashV2(alg, [], f);
  const out: TapFinding[] = [];
  const stored = input.baseline?.items;
  if (input.baseline && stored && !stored.unavailable.includes(list)) {
    const baseHash = listHash(alg, stored, kind);
    if (hash !== baseHash && hash !== input.scannerLists?.[list] && !seenSplit.has(`${method}\u0000${hash}`)) {
      seenSplit.add(`${method}\u0000${hash}`);
      const diff = diffItems({ items: stored.items.filter((i) => i.kind === kind), unavailable: [] }, { items: f.items, unavailable: [] });
      out.push(splitView(await judgeItemChange(diff, input), { session, epoch: line.epoch, agentHash: hash, baselineHash: baseHash, baselineVersion: input.baseline.version, list: method }));
    }
  }
  if (prev && prev.hash !== hash) {
    const diff = diffItems({ items: prev.items, unavailable: [] }, { items: f.items, unavailable: [] });
    out.push(sessionDrift(await judgeItemChange(diff, input), { session, fromEpoch: prev.epoch, toEpoch: line.epoch, fromHash: prev.hash, toHash: hash, announced, list: method }));
  }
  return { findings: out, now: { epoch: line.epoch, hash, items: f.items } };
}

export async function judgeSession(input: JudgeInput): Promise<TapFinding[]> {
  const { lines, baseline } = input;
  const head = lines[0];
  if (head.type !== 'session') return [];
  const session = head.session;
  const alg: HashAlg = baseline?.alg ?? 'sha256';
  const defs = new Map<string, JsonValue>();
  let serverInfo: JsonObject | null = null;
  const out: TapFinding[] = [];
  let prev: { epoch: ListLine; snap: Snapshot } | null = null;
  let noticeSincePrev = false;
  const itemsPrev = new Map<ListMethod, { epoch: number; hash: string; items: ItemEntry[] }>();
  const noticed = new Set<ListMethod>();
  const seenSplit = new Set<string>();
  const calls: { at: number; tool: string }[] = [];
  const checkpoints: number[] = [];
  let toolsListed = 0;
  const unknownCalls = new Map<string, { calls: number; first: string }>();
  const known = baseline ? new Set(baseline.tools.map((t) => t.name)) : null;

  for (const line of lines) {
    switch (line.type) {
      case 'initialize': {
        const info = line.server_info;
        serverInfo = info && typeof info === 'object' && !Array.isArray(info) ? (info as JsonObject) : null;
        break;
      }
      case 'list_changed':
        if (line.list === 'tools') noticeSincePrev = true;
        if (line.list === 'prompts') noticed.add('prompts/list');
        if (line.list === 'resources') {
          noticed.add('resources/list');
          noticed.add('resources/templates/list');
        }
        break;
      case 'checkpoint':
        checkpoints.push(Date.parse(line.t));
        break;
      case 'call':
        calls.push({ at: Date.parse(line.t), tool: line.tool });
        if (known && !known.has(line.tool)) {
          const u = unknownCalls.get(line.tool) ?? { calls: 0, first: line.t };
          u.calls++;
          unknownCalls.set(line.tool, u);
        }
        break;
      case 'list': {
        for (const [hash, def] of Object.entries(line.defs)) defs.set(hash, def);
        if (!line.complete) break;
        if (line.method !== 'tools/list') {
          const method = line.method;
          const r = await judgeItemsEpoch(line, method, defs, alg, input, itemsPrev.get(method) ?? null, noticed.has(method), seenSplit, session);
          out.push(...r.findings);
          itemsPrev.set(method, r.now);
          noticed.delete(method);
          break;
        }
        const snap = epochSnapshot(line, defs, alg, input.annotations, serverInfo);
        toolsListed = snap.tools.length;
        if (baseline && snap.manifestHash !== baseline.manifestHash && snap.manifestHash !== input.scannerHash && !seenSplit.has(snap.manifestHash)) {
          seenSplit.add(snap.manifestHash);
          out.push(splitView(await judgeChange(baseline, snap, input), { session, epoch: line.epoch, agentHash: snap.manifestHash, baselineHash: baseline.manifestHash, baselineVersion: baseline.version }));
        }
        if (prev && prev.snap.manifestHash !== snap.manifestHash) {
          const judged = await judgeChange({ tools: prev.snap.tools, serverVersion: prev.snap.serverVersion }, snap, input);
          out.push(sessionDrift(judged, { session, fromEpoch: prev.epoch.epoch, toEpoch: line.epoch, fromHash: prev.snap.manifestHash, toHash: snap.manifestHash, announced: noticeSincePrev }));
        }
        prev = { epoch: line, snap };
        noticeSincePrev = false;
        break;
      }
      default:
        break;
    }
  }

  for (const [tool, u] of [...unknownCalls].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    out.push({ type: 'unknown_tool_call', severity: 'HIGH', tool, findings: [], detail: { session, calls: u.calls, first_at: u.first } });
  }

  // Once per session and threshold: the window where it went furthest.
  const limits = head.agency;
  const windows = agencyWindows(calls, checkpoints, toolsListed, limits);
  const worst = (key: 'chain' | 'breadth') => windows.reduce<(typeof windows)[number] | null>((best, w) => (best === null || w[key] > best[key] ? w : best), null);
  const chainW = worst('chain');
  const breadthW = worst('breadth');
  const agency = (threshold: 'chain' | 'breadth', w: NonNullable<typeof chainW>, value: number, limit: number) =>
    out.push({
      type: 'excessive_agency',
      severity: 'MEDIUM' as Severity,
      tool: null,
      findings: [],
      detail: { session, threshold, value, limit, score: w.score, chain: w.chain, breadth: Math.round(w.breadth * 1000) / 1000, tools_called: w.toolsCalled, tools_listed: w.toolsListed, window_start: new Date(w.start).toISOString() },
    });
  if (chainW && chainW.chain > limits.max_chain) agency('chain', chainW, chainW.chain, limits.max_chain);
  if (breadthW && breadthW.toolsCalled >= MIN_BREADTH_TOOLS && breadthW.breadth > limits.max_breadth) agency('breadth', breadthW, Math.round(breadthW.breadth * 1000) / 1000, limits.max_breadth);
  return out;
}
