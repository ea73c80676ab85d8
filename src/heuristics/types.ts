import type { RecordType, Finding, HeuristicId, Severity } from '../model.js';
import type { TextField } from '../diff/types.js';
import type { NameSpaces, ShadowVerdict } from './shadowing.js';
import type { CueMemo } from './cue-memo.js';

/** One row of heuristics/catalogue.json. */
export interface HeuristicMeta {
  id: HeuristicId;
  slug: string;
  severity: Severity;
  /** structural: reads the diff; content: reads text; fleet: reads several servers at once. */
  scope: 'structural' | 'content' | 'fleet';
  /** Whether an announcement can cover it (content heuristics: never). */
  coverable: boolean;
  summary: string;
}

/** A text handed to the content heuristics; with `added`, only matches overlapping those ranges count. */
export interface ContentText extends TextField {
  added?: Array<[number, number]>;
  /** The text it replaced (changed texts only), for growth checks such as H14's padding factor. */
  before?: string;
}

export interface ContentInput {
  /** The tool the texts belong to (null for server-level text such as `instructions`). */
  tool: string | null;
  /** The record type the findings will carry (first_contact, tool_added, description_change …). */
  type: RecordType;
  texts: ContentText[];
  /** The tool's own parameter names, at any depth (context for parameter-poisoning cues). */
  paramNames: string[];
  /**
   * Names of every tool of the scan, on this and other servers, this tool's own included (context
   * for shadowing cues). The engine ignores the tool's own name, so callers pass one shared array
   * to every tool: its lookup is built once per array.
   */
  sessionToolNames: string[];
  /**
   * Names of the tools of the other servers of the scan only (context for the foreign-tool cues:
   * a server that steers a tool it does not own). Absent: none, as in a one-server scan.
   */
  foreignToolNames?: string[];
  /**
   * On a change, where `texts` holds only the changed texts: every text of the tool as it is now
   * and as it was (literal cues: a host the tool documents elsewhere, a literal it already had).
   */
  whole?: { current: TextField[]; previous: TextField[] };
  /**
   * Shared by the calls of one scan: a whole text judged before under it is not matched against
   * the cue patterns again (cue-memo.ts). Absent: every text is matched.
   */
  memo?: CueMemo;
}

/** The loaded, validated, compiled heuristics: data plus a pure engine. */
export interface Heuristics {
  /** heuristics/catalogue.json version; alerts carry it as heuristics_version. */
  version: string;
  /** Versions of every data file, for `heuristics list`. */
  fileVersions: Record<string, string>;
  catalogue: HeuristicMeta[];
  meta(id: HeuristicId): HeuristicMeta;
  /** The risky-name list of H2 and H13 (exec*, shell, command …). */
  isRiskyName(name: string): boolean;
  /** Runs H3, H8, H9, H10, H11 (text cues), H14 over the texts. Pure and deterministic. */
  content(input: ContentInput): Finding[];
  /**
   * H11 across servers: how this server's tool `name` (its description `text`) relates to
   * `other`, a tool name of another server of the scan; null when the names are unrelated.
   */
  nameShadow(name: string, other: string, text: string, spaces?: NameSpaces): ShadowVerdict | null;
  /**
   * Loads what `content` and `isRiskyName` need, when it is loaded on demand (lazy.ts): until
   * then they throw EngineNotLoaded, and the pipeline calls this and analyses the server again.
   */
  prepare?(): Promise<void>;
}
