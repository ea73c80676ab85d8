/**
 * The heuristic ids and the typed shape of each one's finding. This table is the one list of ids in
 * the code: `HEURISTIC_IDS`, `HeuristicId`, `CONTENT_HEURISTICS`, `Finding` and `EvidenceFinding` are
 * all derived from it, and heuristics/catalogue.json must hold the same ids (the loader refuses a
 * catalogue that misses one or names another). Adding an id here makes the compiler point at every
 * switch that has to handle it, the formatter's words first (src/report/words.ts).
 */
import type { ChangeKind, Cue, ItemKind, ItemRef, JsonValue, RecordType, Severity } from './model.js';

// ---------------------------------------------------------------- details, one type per shape

/** H1, H2: a parameter that appeared, at any depth of the input schema. */
export type ParamAddedDetail = { param: string; path: string };

/** H3, H10, H11, H14 from the scored cues: the text's score for that heuristic. */
export type ScoreDetail = { score: number };

/** H4: where the server answered before and now; the redirect's ends when one led elsewhere. */
export type EndpointDetail = { before: string | null; after: string; redirect_from?: string; redirect_to?: string };

/** H5: what changed while serverInfo.version stayed `version` (lists bounded; the drift has them all). */
export type SilentMutationDetail = {
  version: string | null;
  changed_tools: string[];
  added_tools: string[];
  removed_tools: string[];
  renamed_tools: { from: string; to: string }[];
  tool_changes: number;
};

/** H6: the server version before and after, with no tool change. */
export type VersionDetail = { before: string | null; after: string | null };

/** H7: one annotation's move (null: absent). */
export type AnnotationDetail = { key: string; before: JsonValue; after: JsonValue; towardTrust: boolean };

/** H11 across a fleet: the other servers of the scan exposing the same tool name with another definition. */
export type DuplicateNameDetail = {
  /** The other servers of the scan whose tool this name duplicates or imitates. */
  duplicate_of: string[];
  /** duplicate: the same name, no sign; supersede: the same name, a claim to replace; variant, one-edit: a look-alike name; named: a near name whose text names the other tool. */
  shadow?: 'duplicate' | 'supersede' | 'variant' | 'one-edit' | 'named';
  /** For a look-alike: the tool it imitates, on which server. */
  look_alike_of?: Array<{ server: string; tool: string }>;
};

/** H12: a parameter the tool no longer declares. */
export type ParamRemovedDetail = { param: string; path: string; reason: 'param-removed'; required: boolean };

/** How a schema keyword accepts more than before (see heuristics/structural-weakening.ts). */
export type WeakeningReason = 'removed' | 'changed' | 'enlarged' | 'raised' | 'lowered' | 'opened' | 'reduced' | 'widened' | 'default-changed';

/** H12: a keyword that now accepts more; `values` added or dropped, `target` the kind of a default that points somewhere. */
export type KeywordDetail = {
  path: string;
  keyword: string;
  before: JsonValue;
  after: JsonValue;
  reason: WeakeningReason;
  values?: JsonValue[];
  target?: string;
};

/** H13: a tool that arrived (`risky` by the risky-name list), under a new name, or left. */
export type ToolAddedDetail = { tool: string; risky: boolean };
export type ToolRenamedDetail = { tool: string; renamedFrom: string; renamedTo: string; risky: boolean };
export type ToolRemovedDetail = { tool: string };
/** H13 for the other kinds: a prompt, resource, resource template or instructions that arrived or left. */
export type ItemSetDetail = { item_kind: ItemKind; item: string; change: 'added' | 'removed' };

/**
 * H15: a tool's text (`what: description`) or schema changed beyond what the other findings
 * explain. `fields` the first changed paths (`field_count` all of them); `added` and `removed` the
 * word runs each side lacks, bounded in number and length.
 */
export type DefinitionChangeDetail = {
  what: 'description' | 'schema';
  fields: string[];
  field_count: number;
  added: string[];
  removed: string[];
};

/** An item named by its kind and key (`tool` and its name). */
export type ItemName = { kind: string; name: string };

/**
 * H16: under `profile` (presented as `client_name`) the server listed other items than under
 * `compared_with`, the profile the scan is judged by. Lists bounded (the counts say how many);
 * `capabilities_differ` tells whether the two profiles also declared different capabilities (a
 * list gated on a capability is then a possible honest reason; a list gated on the name is not).
 */
export type ProfileSplitDetail = {
  profile: string;
  client_name: string;
  compared_with: string;
  only_here: ItemName[];
  missing_here: ItemName[];
  different: ItemName[];
  counts: { only_here: number; missing_here: number; different: number };
  capabilities_differ: boolean;
  /**
   * What decides the difference, from a control scan under the judged profile's client name with
   * this profile's capabilities: `client_name` (the control saw the judged list: the name alone
   * moves it; HIGH), `capabilities` (the control saw this profile's list: an honest server may gate
   * a tool on what the client can do; LOW), `both`, or `unknown` (no control could be read).
   */
  cause: 'client_name' | 'capabilities' | 'both' | 'unknown';
  manifest_hash: string;
  /** Stable for the same two lists under the same two profiles: a split is reported once (unless --repeat). */
  split_id: string;
};

/**
 * H17: a hint annotation that asks for trust (`hint` sent as `value`) while the tool's own words give
 * it `label`: the inventory rule `rule` read `fragment` at `read_at` (the name or the description's
 * first sentence). `self_described`: that sentence itself calls the tool read-only, so the vendor
 * says the same as the hint and the contradiction is in what the tool is, not in its words alone.
 */
export type HintContradictionDetail = {
  hint: 'readOnlyHint' | 'destructiveHint' | 'openWorldHint';
  value: boolean;
  label: 'destructive' | 'code-execution' | 'egress';
  rule: string;
  read_at: 'name' | 'summary';
  fragment: string;
  self_described: boolean;
  labels_version: string;
};

// ---------------------------------------------------------------- the table

/** A placeholder that carries a detail type into the table; `undefined`: that heuristic has no detail. */
function detail<D>(): D {
  return undefined as D;
}

/**
 * One row per heuristic, in catalogue order: its scope (content heuristics read text, are never
 * covered by an announcement), whether rules of heuristics/scoring.json may fire it (its detail
 * is then the score), and the type of its `detail`.
 */
const HEURISTICS = {
  H1: { scope: 'structural', scored: false, detail: detail<ParamAddedDetail>() },
  H2: { scope: 'structural', scored: false, detail: detail<ParamAddedDetail>() },
  H3: { scope: 'content', scored: true, detail: detail<ScoreDetail>() },
  H4: { scope: 'structural', scored: false, detail: detail<EndpointDetail>() },
  H5: { scope: 'structural', scored: false, detail: detail<SilentMutationDetail>() },
  H6: { scope: 'structural', scored: false, detail: detail<VersionDetail>() },
  H7: { scope: 'structural', scored: false, detail: detail<AnnotationDetail>() },
  H8: { scope: 'content', scored: false, detail: detail<undefined>() },
  H9: { scope: 'content', scored: false, detail: detail<undefined>() },
  H10: { scope: 'content', scored: true, detail: detail<ScoreDetail>() },
  H11: { scope: 'content', scored: true, detail: detail<ScoreDetail | DuplicateNameDetail>() },
  H12: { scope: 'structural', scored: false, detail: detail<ParamRemovedDetail | KeywordDetail>() },
  H13: { scope: 'structural', scored: false, detail: detail<ToolAddedDetail | ToolRenamedDetail | ToolRemovedDetail | ItemSetDetail>() },
  H14: { scope: 'content', scored: true, detail: detail<ScoreDetail>() },
  H15: { scope: 'structural', scored: false, detail: detail<DefinitionChangeDetail>() },
  H16: { scope: 'structural', scored: false, detail: detail<ProfileSplitDetail>() },
  H17: { scope: 'structural', scored: false, detail: detail<HintContradictionDetail>() },
} as const satisfies Record<string, { scope: 'structural' | 'content'; scored: boolean; detail: unknown }>;

export type HeuristicId = keyof typeof HEURISTICS;
export const HEURISTIC_IDS = Object.keys(HEURISTICS) as HeuristicId[];

export type HeuristicScope = (typeof HEURISTICS)[HeuristicId]['scope'];
export function scopeOf(id: HeuristicId): HeuristicScope {
  return HEURISTICS[id].scope;
}

/** Content heuristics read text; they run at first contact and are never covered by an announcement. */
export const CONTENT_HEURISTICS: readonly HeuristicId[] = HEURISTIC_IDS.filter((id) => scopeOf(id) === 'content');

/** The `detail` type of one heuristic (undefined: it carries none). */
export type DetailOf<K extends HeuristicId> = (typeof HEURISTICS)[K]['detail'];

/** The heuristics that rules of heuristics/scoring.json may fire; their findings carry the score. */
export type ScoredHeuristicId = { [K in HeuristicId]: (typeof HEURISTICS)[K]['scored'] extends true ? K : never }[HeuristicId];
export const SCORED_HEURISTIC_IDS = HEURISTIC_IDS.filter((id): id is ScoredHeuristicId => HEURISTICS[id].scored);

/** `detail` is required where the heuristic has one and absent where it has none. */
type DetailField<D> = [D] extends [undefined] ? { detail?: undefined } : { detail: D };

// ---------------------------------------------------------------- findings

interface FindingBase {
  severity: Severity;
  /** The record type this finding belongs to. */
  type: RecordType;
  /** The tool it is about, or null for server-level findings and for items other than tools. */
  tool: string | null;
  /** The item it is about when that is not a tool (prompt, resource, resource template, instructions). */
  item?: ItemRef;
  /** Where in the tool: "description", "inputSchema.properties.path.description", "annotations.destructiveHint", "name" … */
  field: string | null;
  /** Bounded (<= 240 chars), secret-free fragment of the evidence. */
  fragment: string | null;
  /** Named cues of a content heuristic, every one that fired. */
  cues?: Cue[];
  /** What an announcement must declare to cover it; absent for content heuristics (never coverable). */
  change?: ChangeKind;
}

/** The finding of one heuristic, with that heuristic's detail. */
export type FindingOf<K extends HeuristicId> = FindingBase & { heuristic: K } & DetailField<DetailOf<K>>;

/**
 * A heuristic's verdict on one thing: typed data, never prose. The words for people come from
 * report/words.ts, which switches over `heuristic` and reads each detail by its type.
 */
export type Finding = { [K in HeuristicId]: FindingOf<K> }[HeuristicId];

/** One finding as a record carries it (JSONL `evidence.findings[]`). */
export type EvidenceFindingOf<K extends HeuristicId> = {
  heuristic_id: K;
  /** The heuristic's slug (catalogue.json). */
  heuristic: string;
  severity: Severity;
  field: string | null;
  fragment: string | null;
  cues?: Cue[];
} & DetailField<DetailOf<K>>;

export type EvidenceFinding = { [K in HeuristicId]: EvidenceFindingOf<K> }[HeuristicId];

/**
 * A finding as its record carries it: same detail, bounded fragments, the slug beside the id. The
 * key order here is the order of the JSON line.
 */
export function evidenceFinding(f: Finding, slug: string, bound: (text: string | null, max?: number) => string | null): EvidenceFinding {
  const out = {
    heuristic_id: f.heuristic,
    heuristic: slug,
    severity: f.severity,
    field: f.field,
    fragment: bound(f.fragment),
    ...(f.cues && f.cues.length > 0 ? { cues: f.cues.map((c) => ({ ...c, fragment: bound(c.fragment, 120) ?? '' })) } : {}),
    ...(f.detail ? { detail: f.detail } : {}),
  };
  // The id and the detail come from the same finding, so they still belong together.
  return out as EvidenceFinding;
}

// ---------------------------------------------------------------- tap judgements (wire-only)

/**
 * What the observe-only tap judges from a session's spool. These are not heuristics of the
 * catalogue: they compare what the agent received and did on the wire with the history, and carry
 * the content and structural findings of what changed beside them.
 */

/** A list the agent received that neither the approved baseline nor the sensor's own last scan has. */
export type SplitViewDetail = {
  session: string;
  epoch: number;
  agent_manifest_hash: string;
  baseline_manifest_hash: string;
  baseline_version: number;
  /** Tools the agent saw that the baseline lacks, that differ, and that the agent did not see. */
  only_agent: string[];
  changed: string[];
  only_baseline: string[];
  /** Which list, when it is not tools/list (prompts/list, resources/list, resources/templates/list); its items by identity. */
  list?: string;
};

/** A list that changed within one session (after a list_changed notice or not). */
export type SessionDriftDetail = {
  session: string;
  from_epoch: number;
  to_epoch: number;
  from_hash: string;
  to_hash: string;
  added: string[];
  removed: string[];
  changed: string[];
  /** A list_changed notice of this list came before the new list. */
  announced: boolean;
  /** Which list, when it is not tools/list; its items by identity. */
  list?: string;
};

/** A call of a tool the approved baseline does not have. */
export type UnknownToolCallDetail = { session: string; calls: number; first_at: string };

/** A threshold of the agency judgement crossed (shadow mode: nothing was blocked). */
export type ExcessiveAgencyDetail = {
  session: string;
  threshold: 'chain' | 'breadth';
  value: number;
  limit: number;
  score: number;
  chain: number;
  breadth: number;
  tools_called: number;
  tools_listed: number;
  window_start: string;
};

export type TapFinding =
  | { type: 'split_view'; severity: Severity; tool: null; detail: SplitViewDetail; findings: Finding[] }
  | { type: 'session_drift'; severity: Severity; tool: null; detail: SessionDriftDetail; findings: Finding[] }
  | { type: 'unknown_tool_call'; severity: Severity; tool: string; detail: UnknownToolCallDetail; findings: Finding[] }
  | { type: 'excessive_agency'; severity: Severity; tool: null; detail: ExcessiveAgencyDetail; findings: Finding[] };

export type TapFindingType = TapFinding['type'];
