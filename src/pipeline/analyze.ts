import type { DriftInfo, Finding, JsonObject, MalformedEntry, MalformedItem, RawManifest, SentinelRecord, Severity, Snapshot, ToolEntry } from '../model.js';
import { atOrAbove, maxSeverity } from '../model.js';
import type { Heuristics } from '../heuristics/types.js';
import type { ManifestDiff } from '../diff/types.js';
import type { Announcement, DriftRow, ScanWrite, ServerState } from '../history/types.js';
import { diffManifestsPaused } from '../diff/manifest-diff.js';
import { endpointFinding, structuralFindings } from '../heuristics/structural.js';
import type { EndpointSeen } from '../heuristics/structural-endpoint.js';
import { definitionChangeFindings } from '../heuristics/structural-definition.js';
import { hintFindingsOfChanges, hintFindingsOfTools, sendsTrustingHint } from '../heuristics/structural-hints.js';
import type { LabelsData } from '../inventory/labels-data.js';
import { shortId } from '../fingerprint/hash.js';
import { changeItems, type ChangeItem } from './changes.js';
import { cover } from './cover.js';
import { alertRecords, declaredRecords, ignoredRecords, type RecordContext } from './records.js';
import { applyIgnore, type IgnoreResult } from './ignore.js';
import type { IgnoreEntry } from './ignore-file.js';
import { contentOfChanges, contentOfTools, fleetDuplicates, NO_PAUSE, type Pause } from './content.js';
import { malformedRecords } from './records.js';
import { firstContactDrift, stillPending, type PendingLookups } from './pending.js';
import type { StoredItems } from '../history/types.js';
import { diffItems, type ItemDiff } from '../diff/items.js';
import { itemStructuralFindings, refOf } from '../heuristics/structural-items.js';
import { toolsOnlyHash } from '../fingerprint/snapshot.js';
import { contentOfItemChanges, contentOfItems, itemChangeItems, newMalformedItems } from './items.js';
import { listFailedRecords, malformedItemRecords } from './records.js';

export interface AnalyzeOptions {
  annotations: boolean;
  /** null = `--fail-on none`. */
  failOn: Severity | null;
  repeat: boolean;
  /** `--remind`: how often a drift still pending is reminded of, in ms; null = never. */
  remindMs: number | null;
}

export interface AnalyzeInput extends PendingLookups {
  serverId: string;
  snapshot: Snapshot;
  raw: Pick<RawManifest, 'serverInfo' | 'endpoint' | 'crossOriginRedirect' | 'surfaces'>;
  credentialHash: string | null;
  state: ServerState;
  /**
   * Where this server id last answered live (store.lastEndpoint), for H4; null when it never did
   * or when this scan reads a `--manifest` file, whose identity is its `--name` and not its path.
   */
  lastEndpoint: EndpointSeen | null;
  /** The reference version's tools (state.reference), loaded by the caller. */
  reference: ({ version: number; manifestHash: string; tools: ToolEntry[]; malformed: MalformedEntry[]; serverVersion: string | null } & Partial<StoredItems>) | null;
  announcements: Announcement[];
  /** Entries of the operator's ignore file that apply to this server now (activeEntries). */
  ignore?: IgnoreEntry[];
  /** Tools (name -> hash) of every other server in this scan, by server id (H11 context and duplicates). */
  otherServers: Map<string, Map<string, string>>;
  findDrift: (driftId: string) => DriftRow | null;
  /** The drift that first brought the version currently pending, if any (for the exit code). */
  pendingDrift: (version: number) => DriftRow | null;
  record: Omit<RecordContext, 'drift' | 'server' | 'serverName' | 'serverVersion' | 'endpoint'>;
  heuristics: Heuristics;
  /** The inventory labels (labels.json), read for H17 when a tool sends hint annotations. */
  labels: () => Promise<LabelsData>;
  options: AnalyzeOptions;
  /** Called between steps (and tools): yields to the event loop so a signal can stop the scan. */
  pause?: Pause;
}

export interface AnalyzeResult {
  records: SentinelRecord[];
  write: Pick<ScanWrite, 'drift' | 'autoApprove' | 'usedAnnouncements'>;
  /** The highest severity still waiting for approval (drift or first contact), or null. */
  pending: Severity | null;
  /** The records a drift still pending raised when it was reported, for SARIF (see pipeline/pending.ts). */
  standing: SentinelRecord[];
  /** What happened, for the summary line. */
  outcome: 'first_contact' | 'unchanged' | 'drift' | 'known_drift';
}

/**
 * Whether `analyze` will judge texts with the content heuristics for this server: on first contact
 * and whenever the manifest differs from the reference (a drift, new or already known: its findings
 * are computed either way). The same test as analyze's branches below, so that the pipeline can load
 * the engine before the analysis instead of finding out half-way.
 */
export function needsContentJudgement(state: Pick<ServerState, 'latest' | 'reference'>, manifestHash: string): boolean {
  return !state.latest || !state.reference || state.reference.manifestHash !== manifestHash;
}

/**
 * The pure heart of a scan: given what history knows and what the server sent now, decide the
 * records, the drift to remember, and what gets approved. No I/O; runs inside the store's transaction.
 */
export async function analyze(input: AnalyzeInput): Promise<AnalyzeResult> {
  const { snapshot, state, options, heuristics: h } = input;
  const pause = input.pause ?? NO_PAUSE;
  const sessionNames = [...input.otherServers.values()].flatMap((tools) => [...tools.keys()]);
  const ctxBase = {
    ...input.record,
    server: input.serverId,
    serverName: snapshot.serverName,
    serverVersion: snapshot.serverVersion,
    endpoint: input.raw.endpoint.display,
  };
  // A manifest file is not an endpoint: reading v3.json after v1.json under one --name moves nothing.
  const endpoint =
    input.raw.endpoint.transport === 'manifest'
      ? null
      : endpointFinding(input.lastEndpoint, { endpoint: input.raw.endpoint.display, credentialHash: input.credentialHash }, input.raw.crossOriginRedirect, h);

  // First contact: content heuristics over the whole manifest, trust on first use when clean.
  if (!state.latest || !input.reference) {
    const findings = [
      ...(await contentOfTools(snapshot.tools, 'first_contact', sessionNames, h, pause)),
      ...fleetDuplicates(snapshot.tools, 'first_contact', input.otherServers, h),
      ...(await contentOfItems(snapshot.items ?? [], 'first_contact', sessionNames, h, pause)),
      ...(options.annotations && snapshot.tools.some(hinted) ? hintFindingsOfTools(await input.labels(), snapshot.tools) : []),
      ...(endpoint ? [endpoint] : []),
    ];
    const driftId = shortId('dr', [input.serverId, null, snapshot.manifestHash]);
    const drift = firstContactDrift(driftId, snapshot.manifestHash, snapshot.tools.map((t) => t.name));
    const ctx = { ...ctxBase, drift };
    const records = [...alertRecords(findings, ctx), ...malformedRecords(snapshot.malformed, ctx), ...itemNews(snapshot.malformedItems ?? [], input, ctx)];
    const severity = maxSeverity(records.map((r) => r.severity));
    const clean = !atOrAbove(severity, options.failOn);
    return {
      records,
      write: {
        drift: { driftId, serverId: input.serverId, fromVersion: null, severity },
        autoApprove: clean ? { by: 'first-contact', note: null } : null,
        usedAnnouncements: [],
      },
      pending: clean ? null : severity,
      standing: [],
      outcome: 'first_contact',
    };
  }

  const ref = input.reference;
  if (snapshot.manifestHash === ref.manifestHash) {
    // Same manifest. What can still move since the last scan: the endpoint (H4) and the server
    // version (H6, a version bump that ships no tool change). Both compare with the last scan, so
    // they fire once.
    const lastVersion = state.lastScan?.serverVersion;
    const versionMoved = state.lastScan !== null && lastVersion !== undefined && lastVersion !== snapshot.serverVersion;
    const findings = [
      ...(versionMoved
        ? structuralFindings(NO_CHANGE, { serverVersionBefore: lastVersion, serverVersionAfter: snapshot.serverVersion, annotations: options.annotations }, h)
        : []),
      ...(endpoint ? [endpoint] : []),
    ];
    const judged = judge(findings, changeItems(NO_CHANGE, versionMoved, endpoint !== null), [], input, { ...ctxBase, drift: null });
    let pending: Severity | null = null;
    const records = judged.records;
    let standing: SentinelRecord[] = [];
    // A first contact that was not approved on first use is still waiting.
    const first = state.anyApproved ? null : input.pendingDrift(ref.version);
    if (first) {
      if (atOrAbove(first.severity, options.failOn)) pending = first.severity;
      const info = firstContactDrift(first.driftId, ref.manifestHash, snapshot.tools.map((t) => t.name));
      const still = stillPending(first, info, ctxBase, { remindMs: options.remindMs, withStanding: true }, input);
      records.push(...still.records);
      standing = still.standing;
    }
    return { records, write: { drift: null, autoApprove: null, usedAnnouncements: judged.used }, pending, standing, outcome: 'unchanged' };
  }

  const driftId = shortId('dr', [input.serverId, ref.manifestHash, snapshot.manifestHash]);
  // The reference was written before items beyond tools were listed (fingerprint 1): its items are
  // unknown, not absent. Same tools: no drift, the items are met for the first time.
  const itemsKnown = (ref.fingerprint ?? 1) >= 2;
  if (!itemsKnown && toolsOnlyHash(snapshot) === ref.manifestHash) return upgrade(input, driftId, ctxBase, pause);
  // A drift is news once per occurrence: when the last scan saw another manifest (it went away,
  // say by a rollback, and came back), it is reported again, same drift_id, new alert ids.
  const seen = input.findDrift(driftId);
  const known = seen && state.lastScan?.version === seen.toVersion ? seen : null;
  await pause();
  const diff = await diffManifestsPaused({ tools: ref.tools }, { tools: snapshot.tools }, { annotations: options.annotations }, pause);
  const versionChanged = ref.serverVersion !== snapshot.serverVersion;
  await pause();
  const structural = structuralFindings(diff, { serverVersionBefore: ref.serverVersion, serverVersionAfter: snapshot.serverVersion, annotations: options.annotations }, h);
  const itemDiff: ItemDiff = itemsKnown
    ? diffItems({ items: ref.items ?? [], unavailable: ref.unavailable ?? [] }, { items: snapshot.items ?? [], unavailable: snapshot.unavailable ?? [] })
    : NO_ITEM_CHANGE;
  const itemContent = itemsKnown
    ? await contentOfItemChanges(itemDiff, sessionNames, h, pause)
    : await contentOfItems(snapshot.items ?? [], 'first_contact', sessionNames, h, pause);
  const others: Finding[] = [
    ...structural,
    ...(await contentOfChanges(diff, snapshot.tools, sessionNames, h, pause)),
    ...fleetDuplicates([...diff.added, ...diff.renamed.map((r) => r.tool)], 'tool_added', input.otherServers, h, snapshot.tools),
    ...itemContent,
    ...itemStructuralFindings(itemDiff, itemContent, h),
    ...(options.annotations && changedTools(diff).some(hinted) ? hintFindingsOfChanges(await input.labels(), diff) : []),
  ];
  // Last: what the findings above leave unexplained of each changed tool.
  const findings: Finding[] = [...others, ...definitionChangeFindings(diff, others, h)];
  const knownMalformed = new Set(ref.malformed.map((m) => m.hash));
  const newMalformed = snapshot.malformed.filter((m) => !knownMalformed.has(m.hash));
  const malformedItems = newMalformedItems(snapshot.malformedItems, ref.malformedItems ?? []);
  const drift: DriftInfo = {
    drift_id: driftId,
    previous_hash: ref.manifestHash,
    current_hash: snapshot.manifestHash,
    baseline_version: ref.version,
    current_version: state.latest.manifestHash === snapshot.manifestHash ? state.latest.version : state.latest.version + 1,
    changed_tools: diff.changed.map((c) => c.name),
    added_tools: diff.added.map((t) => t.name),
    removed_tools: diff.removed.map((t) => t.name),
    ...(diff.renamed.length > 0 ? { renamed_tools: diff.renamed.map((r) => ({ from: r.from, to: r.to })) } : {}),
    ...itemLists(itemDiff),
  };
  const ctx: RecordContext = { ...ctxBase, drift };
  const news = itemNews(malformedItems, input, ctx);
  await pause();

  // Differences at paths the operator marked volatile: recorded as `ignored`, never alerted on.
  const ig = applyIgnore(findings, diff, input.ignore ?? [], options.annotations);
  const items = [...changeItems(diff, versionChanged, false).filter((item) => !confinedItem(item, ig)), ...itemChangeItems(itemDiff)];

  if (known) {
    // Reported once: a pending drift stays quiet (but keeps the exit code) unless --repeat.
    // A moved endpoint is news of this scan and is reported either way.
    const now = judge(endpoint ? [endpoint] : [], changeItems(NO_CHANGE, false, endpoint !== null), [], input, ctx);
    const again = options.repeat ? judge(ig.kept, items, newMalformed, input, ctx, ig.ignored, news).records : [];
    const still = stillPending(known, drift, ctxBase, { remindMs: options.remindMs, withStanding: !options.repeat }, input);
    return {
      records: [...again, ...now.records, ...still.records],
      write: { drift: null, autoApprove: null, usedAnnouncements: now.used },
      pending: atOrAbove(known.severity, options.failOn) ? known.severity : null,
      standing: still.standing,
      outcome: 'known_drift',
    };
  }
  const endpointItems = endpoint ? changeItems(NO_CHANGE, false, true) : [];
  const judged = judge([...ig.kept, ...(endpoint ? [endpoint] : [])], [...items, ...endpointItems], newMalformed, input, ctx, ig.ignored, news);
  const declared = judged.whollyCovered && judged.severity === 'INFO';
  // A drift that is nothing but ignored values (and announced changes) moves the baseline: the
  // next scan compares with it, so a clock-valued default neither stays pending nor alerts after
  // an approval. A server version bump keeps it pending: that is a release, for a person to accept.
  const onlyIgnored =
    !declared && judged.severity === 'INFO' && ig.confinedTools.size > 0 && endpoint === null && items.length === 0 && newMalformed.length === 0 && news.length === 0;
  const firstEntry = ig.ignored[0]?.entry ?? (input.ignore ?? []).find((e) => ig.confinedTools.has(e.tool));
  return {
    records: judged.records,
    write: {
      drift: { driftId, serverId: input.serverId, fromVersion: ref.version, severity: judged.severity },
      autoApprove: declared
        ? { by: `announcement:${judged.used[0]}`, note: null }
        : onlyIgnored && firstEntry
          ? { by: `ignore:${firstEntry.id}`, note: firstEntry.reason }
          : null,
      usedAnnouncements: judged.used,
    },
    pending: !declared && atOrAbove(judged.severity, options.failOn) ? judged.severity : null,
    standing: [],
    outcome: 'drift',
  };
}

/** A change of a tool whose every difference is ignored: it needs no announcement. */
function confinedItem(item: ChangeItem, ig: IgnoreResult): boolean {
  return item.tool !== null && ig.confinedTools.has(item.tool) && item.change.kind !== 'adds-tool' && item.change.kind !== 'removes-tool';
}

/** A tool that sends a trusting hint: only those can contradict it (H17), so only they load the labels. */
function hinted(t: ToolEntry): boolean {
  return sendsTrustingHint(t.tool);
}

function changedTools(diff: ManifestDiff): ToolEntry[] {
  return [...diff.added, ...diff.renamed.map((r) => r.tool), ...diff.changed.map((c) => c.after)];
}

const NO_CHANGE: ManifestDiff = { added: [], removed: [], renamed: [], changed: [] };
const NO_ITEM_CHANGE: ItemDiff = { added: [], removed: [], changed: [] };

/** A drift's item lists, present only when items moved (a tools-only drift reads as before). */
function itemLists(d: ItemDiff): Partial<DriftInfo> {
  return {
    ...(d.changed.length > 0 ? { changed_items: d.changed.map(refOf) } : {}),
    ...(d.added.length > 0 ? { added_items: d.added.map(refOf) } : {}),
    ...(d.removed.length > 0 ? { removed_items: d.removed.map(refOf) } : {}),
  };
}

/** What a new manifest brings besides findings: its malformed items, and the lists the server failed to give. */
function itemNews(malformed: MalformedItem[], input: AnalyzeInput, ctx: RecordContext): SentinelRecord[] {
  return [...malformedItemRecords(malformed, ctx), ...listFailedRecords(input.raw.surfaces?.failed ?? [], ctx)];
}

/**
 * The first scan by this sensor of a server whose reference was written by an earlier one (tools
 * only): the tools are the same, so nothing drifted; the prompts, resources and instructions are
 * met for the first time and judged as at a first contact. Clean, and with the reference approved,
 * the new manifest version is approved by `fingerprint-upgrade`; otherwise it waits like a drift.
 */
async function upgrade(input: AnalyzeInput, driftId: string, ctxBase: Omit<RecordContext, 'drift'>, pause: Pause): Promise<AnalyzeResult> {
  const { snapshot, state, options, heuristics: h } = input;
  const ref = input.reference!;
  const sessionNames = [...input.otherServers.values()].flatMap((tools) => [...tools.keys()]);
  const drift: DriftInfo = {
    drift_id: driftId,
    previous_hash: ref.manifestHash,
    current_hash: snapshot.manifestHash,
    baseline_version: ref.version,
    current_version: state.latest!.manifestHash === snapshot.manifestHash ? state.latest!.version : state.latest!.version + 1,
    changed_tools: [],
    added_tools: [],
    removed_tools: [],
  };
  const seen = input.findDrift(driftId);
  if (seen && state.lastScan?.version === seen.toVersion) {
    return { records: [], write: { drift: null, autoApprove: null, usedAnnouncements: [] }, pending: atOrAbove(seen.severity, options.failOn) ? seen.severity : null, standing: [], outcome: 'known_drift' };
  }
  const ctx: RecordContext = { ...ctxBase, drift };
  const findings = await contentOfItems(snapshot.items ?? [], 'first_contact', sessionNames, h, pause);
  const records = [...alertRecords(findings, ctx), ...itemNews(snapshot.malformedItems ?? [], input, ctx)];
  const severity = maxSeverity(records.filter((r) => r.kind === 'alert').map((r) => r.severity));
  const clean = !atOrAbove(severity, options.failOn);
  const approve = clean && state.anyApproved;
  return {
    records,
    write: {
      drift: { driftId, serverId: input.serverId, fromVersion: ref.version, severity },
      autoApprove: approve ? { by: 'fingerprint-upgrade', note: null } : null,
      usedAnnouncements: [],
    },
    pending: approve || !atOrAbove(severity, options.failOn) ? null : severity,
    standing: [],
    outcome: approve ? 'unchanged' : 'drift',
  };
}

/**
 * Splits findings into alerts and announced (declared) records. Severity is the highest alert
 * (INFO when everything was declared); malformed tools always alert.
 */
function judge(
  findings: Finding[],
  items: ChangeItem[],
  malformed: MalformedEntry[],
  input: AnalyzeInput,
  ctx: RecordContext,
  ignored: IgnoreResult['ignored'] = [],
  /** Records that alert whatever the announcements say: malformed items, failed lists. */
  news: SentinelRecord[] = [],
) {
  const coverage = cover(items, findings, input.announcements, input.snapshot.serverVersion);
  const uncovered = findings.filter((_, i) => coverage.findingCoveredBy[i] === null);
  const covered = findings.flatMap((finding, i) => {
    const by = coverage.findingCoveredBy[i];
    return by ? [{ finding, by }] : [];
  });
  const alerts = [...alertRecords(uncovered, ctx), ...malformedRecords(malformed, ctx), ...news.filter((r) => r.kind === 'alert')];
  return {
    records: [...alerts, ...news.filter((r) => r.kind !== 'alert'), ...declaredRecords(items, coverage.itemCoveredBy, covered, ctx), ...ignoredRecords(ignored, ctx)],
    severity: maxSeverity(alerts.map((r) => r.severity)),
    used: coverage.used,
    whollyCovered: coverage.whollyCovered,
  };
}
