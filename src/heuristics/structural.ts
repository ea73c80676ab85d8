import type { Finding, HeuristicId, JsonObject, JsonValue, Severity, ToolEntry } from '../model.js';
import type { KeywordDetail, ToolAddedDetail, ToolRenamedDetail } from '../findings.js';
import { maxSeverity } from '../model.js';
import { canonicalize } from '../fingerprint/canonical.js';
import type { KeywordChange, ManifestDiff, ParamRef, ToolChange } from '../diff/types.js';
import { boundFragment, MAX_FRAGMENT } from '../diff/fragment.js';
import { childPath, keySegment } from '../diff/paths.js';
import { walkSchema } from '../diff/schema-walk.js';
import type { Heuristics } from './types.js';
import { weakening } from './structural-weakening.js';

/**
 * Structural heuristics: they read the diff between the reference and the current manifest
 * (H1, H2, H5, H6, H7, H12, H13) or the endpoint between two scans (H4). Pure: typed findings
 * only, each with the change an announcement must declare to cover it.
 */
export interface StructuralContext {
  serverVersionBefore: string | null;
  serverVersionAfter: string | null;
  /** false under --no-annotations: no H7. */
  annotations: boolean;
}

/** Names listed in a server-level finding's detail; the drift info carries the full lists. */
const MAX_LISTED = 100;
/** Enum values added, required entries dropped … listed in an H12 finding. */
const MAX_VALUES = 20;

/** Evidence values stay small: a big one is shown as its bounded canonical JSON. */
function boundValue(v: JsonValue | undefined): JsonValue {
  if (v === undefined) return null;
  if (typeof v === 'string') return boundFragment(v);
  if (typeof v !== 'object' || v === null) return v;
  const text = canonicalize(v);
  return text.length <= MAX_FRAGMENT ? v : boundFragment(text);
}

function boundVersion(v: string | null): string | null {
  return v === null ? null : boundFragment(v);
}

function display(v: JsonValue | undefined): string | null {
  if (v === undefined) return null;
  return boundFragment(typeof v === 'string' ? v : canonicalize(v));
}

function sev(h: Heuristics, id: HeuristicId, raiseTo?: Severity): Severity {
  const base = h.meta(id).severity;
  return raiseTo ? maxSeverity([base, raiseTo]) : base;
}

function listed(names: string[]): string[] {
  return names.slice(0, MAX_LISTED).map((n) => boundFragment(n));
}

// ---------------------------------------------------------------- tool set (H13)

function toolSetFindings(diff: ManifestDiff, h: Heuristics): Finding[] {
  const out: Finding[] = [];
  const added = (t: ToolEntry, detail: Omit<ToolAddedDetail, 'risky'> | Omit<ToolRenamedDetail, 'risky'>): Finding => {
    const risky = h.isRiskyName(t.name);
    return {
      heuristic: 'H13',
      severity: sev(h, 'H13', risky ? 'HIGH' : undefined),
      type: 'tool_added',
      tool: t.name,
      field: 'name',
      fragment: boundFragment(t.name),
      detail: { ...detail, risky },
      change: { kind: 'adds-tool', tool: t.name },
    };
  };
  for (const t of diff.added) out.push(added(t, { tool: boundFragment(t.name) }));
  // A rename is one change (the new name arriving), not a removal plus an addition.
  for (const r of diff.renamed) out.push(added(r.tool, { tool: boundFragment(r.to), renamedFrom: boundFragment(r.from), renamedTo: boundFragment(r.to) }));
  for (const t of diff.removed) {
    out.push({
      heuristic: 'H13',
      severity: sev(h, 'H13'),
      type: 'tool_removed',
      tool: t.name,
      field: 'name',
      fragment: boundFragment(t.name),
      detail: { tool: boundFragment(t.name) },
      change: { kind: 'removes-tool', tool: t.name },
    });
  }
  return out;
}

// ---------------------------------------------------------------- parameters (H1, H2, H12)

function paramAdded(c: ToolChange, p: ParamRef, h: Heuristics): Finding[] {
  const base = {
    type: 'schema_change' as const,
    tool: c.name,
    field: p.path,
    fragment: boundFragment(p.name),
    detail: { param: boundFragment(p.name), path: boundFragment(p.path) },
    change: { kind: 'adds-param' as const, param: p.name },
  };
  const out: Finding[] = [{ heuristic: 'H1', severity: sev(h, 'H1'), ...base }];
  if (h.isRiskyName(p.name)) out.push({ heuristic: 'H2', severity: sev(h, 'H2'), ...base, detail: { ...base.detail } });
  return out;
}

/** "inputSchema.properties.a.properties.b" -> "inputSchema.properties.a": the node whose `properties` held it. */
function ownerPath(p: ParamRef): string {
  const tail = childPath('.properties', p.name);
  return p.path.endsWith(tail) ? p.path.slice(0, p.path.length - tail.length) : p.path;
}

/**
 * A removed parameter is reported under H12 (schema-weakening, MEDIUM): the tool no longer
 * declares, and so no longer constrains, that argument — and an operator must see it in the
 * record. It is covered by `--removes-param <name>`.
 */
function paramRemoved(c: ToolChange, p: ParamRef, required: boolean, h: Heuristics): Finding {
  return {
    heuristic: 'H12',
    severity: sev(h, 'H12'),
    type: 'schema_change',
    tool: c.name,
    field: p.path,
    fragment: boundFragment(p.name),
    detail: { param: boundFragment(p.name), path: boundFragment(p.path), reason: 'param-removed', required },
    change: { kind: 'removes-param', param: p.name },
  };
}

// ---------------------------------------------------------------- keywords (H12)

function keywordFinding(c: ToolChange, k: KeywordChange, removedByOwner: Map<string, Set<string>>, h: Heuristics): Finding | null {
  const w = weakening(k, removedByOwner.get(k.path));
  if (!w) return null;
  const detail: KeywordDetail = { path: boundFragment(k.path), keyword: boundFragment(k.keyword), before: boundValue(k.before), after: boundValue(k.after), reason: w.reason };
  if (w.values) detail.values = w.values.slice(0, MAX_VALUES).map(boundValue);
  if (w.target) detail.target = w.target.kind;
  const evidence = w.target ? w.target.text : w.values ? w.values : k.after !== undefined ? k.after : k.before;
  return {
    heuristic: 'H12',
    severity: sev(h, 'H12', w.target ? 'HIGH' : undefined),
    type: 'schema_change',
    tool: c.name,
    field: k.path + keySegment(k.keyword),
    fragment: display(evidence),
    detail,
    change: { kind: 'changes', what: 'schema' },
  };
}

// ---------------------------------------------------------------- annotations (H7)

/**
 * A hint that asks the agent for more trust (readOnly or idempotent now true, destructive or
 * openWorld now false, from an explicit value or the protocol default) is HIGH; a hint that moves
 * the other way only makes an agent more careful, and a vendor annotation means nothing to it:
 * the catalogue's severity (LOW).
 */
function annotationFindings(c: ToolChange, h: Heuristics): Finding[] {
  return c.annotations.map((a) => ({
    heuristic: 'H7' as const,
    severity: sev(h, 'H7', a.towardTrust ? 'HIGH' : undefined),
    type: 'annotation_change' as const,
    tool: c.name,
    field: childPath('annotations', a.key),
    fragment: a.after === undefined ? null : boundFragment(canonicalize({ [a.key]: a.after })),
    detail: { key: boundFragment(a.key), before: boundValue(a.before), after: boundValue(a.after), towardTrust: a.towardTrust },
    change: { kind: 'changes' as const, what: 'annotations' as const },
  }));
}

function toolFindings(c: ToolChange, ctx: StructuralContext, h: Heuristics): Finding[] {
  const out: Finding[] = [];
  for (const p of c.paramsAdded) out.push(...paramAdded(c, p, h));
  const removedByOwner = new Map<string, Set<string>>();
  const oldNodes = new Map<string, JsonObject>();
  if (c.paramsRemoved.length > 0) walkSchema(c.before.tool.inputSchema, 'inputSchema', { node: (n, path) => oldNodes.set(path, n) });
  for (const p of c.paramsRemoved) {
    const owner = ownerPath(p);
    const req = oldNodes.get(owner)?.required;
    out.push(paramRemoved(c, p, Array.isArray(req) && req.includes(p.name), h));
    const set = removedByOwner.get(owner) ?? new Set<string>();
    set.add(p.name);
    removedByOwner.set(owner, set);
  }
  for (const k of c.keywords) {
    const f = keywordFinding(c, k, removedByOwner, h);
    if (f) out.push(f);
  }
  if (ctx.annotations) out.push(...annotationFindings(c, h));
  return out;
}

// ---------------------------------------------------------------- server version (H5, H6)

/** A version string that says something: absent or blank is unknown. */
function knownVersion(v: string | null): v is string {
  return v !== null && v.trim() !== '';
}

function versionFindings(diff: ManifestDiff, ctx: StructuralContext, h: Heuristics): Finding[] {
  const toolsChanged = diff.added.length + diff.removed.length + diff.renamed.length + diff.changed.length > 0;
  const versionChanged = ctx.serverVersionBefore !== ctx.serverVersionAfter;
  // Silent only when both versions are known and equal: a manifest without serverInfo, or a
  // server that reports no version, says nothing about its releases (unknown, not unchanged).
  const sameKnownVersion = knownVersion(ctx.serverVersionBefore) && knownVersion(ctx.serverVersionAfter) && !versionChanged;
  if (toolsChanged && sameKnownVersion) {
    return [
      {
        heuristic: 'H5',
        severity: sev(h, 'H5'),
        type: 'server_change',
        tool: null,
        field: 'serverInfo.version',
        fragment: boundVersion(ctx.serverVersionAfter),
        detail: {
          version: boundVersion(ctx.serverVersionAfter),
          changed_tools: listed(diff.changed.map((c) => c.name)),
          added_tools: listed(diff.added.map((t) => t.name)),
          removed_tools: listed(diff.removed.map((t) => t.name)),
          renamed_tools: diff.renamed.slice(0, MAX_LISTED).map((r) => ({ from: boundFragment(r.from), to: boundFragment(r.to) })),
          tool_changes: diff.added.length + diff.removed.length + diff.renamed.length + diff.changed.length,
        },
        change: { kind: 'changes', what: 'version' },
      },
    ];
  }
  if (!toolsChanged && versionChanged) {
    return [
      {
        heuristic: 'H6',
        severity: sev(h, 'H6'),
        type: 'server_change',
        tool: null,
        field: 'serverInfo.version',
        fragment: boundVersion(ctx.serverVersionAfter),
        detail: { before: boundVersion(ctx.serverVersionBefore), after: boundVersion(ctx.serverVersionAfter) },
        change: { kind: 'changes', what: 'version' },
      },
    ];
  }
  return [];
}

/**
 * Every structural finding of a diff, in a deterministic order: server version, tool set, then
 * per changed tool (by name) parameters, schema keywords and annotations. A plain text edit
 * raises nothing here (the content heuristics judge its added words); changes to outputSchema,
 * icons, execution or future fields (`otherFields`) raise nothing either — no heuristic covers
 * them — but stay visible in the diff and make H5 fire when the version did not move.
 */
export function structuralFindings(diff: ManifestDiff, ctx: StructuralContext, h: Heuristics): Finding[] {
  return [
    ...versionFindings(diff, ctx, h),
    ...toolSetFindings(diff, h),
    ...diff.changed.flatMap((c) => toolFindings(c, ctx, h)),
  ];
}

export { endpointFinding } from './structural-endpoint.js';
