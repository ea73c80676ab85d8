import type { JsonObject, JsonValue, ToolEntry } from '../model.js';

/** Which part of a tool a text comes from; heuristics weigh names higher than prose. */
export type TextKind =
  | 'name'
  | 'title'
  | 'description'
  | 'param-name'
  | 'param-title'
  | 'param-description'
  | 'enum'
  | 'default';

/** One human-readable text of a tool, addressed by a stable path. */
export interface TextField {
  /** "name", "title", "description", "inputSchema.properties.path", "inputSchema.properties.path.description", "inputSchema.properties.mode.enum[2]" … */
  field: string;
  kind: TextKind;
  text: string;
}

/** A text whose words changed; `added` are [start, end) UTF-16 ranges in `after` that hold added words. */
export interface TextChange {
  field: string;
  kind: TextKind;
  before: string | null;
  after: string;
  added: Array<[number, number]>;
  /** Set when the text is new because its parameter is new: the path of that added parameter (part of adding it, not a description edit). */
  param?: string;
}

/** A parameter (a property at any depth of inputSchema). */
export interface ParamRef {
  /** Property name. */
  name: string;
  /** JSON path from the tool, e.g. "inputSchema.properties.options.properties.exec_after". */
  path: string;
  schema: JsonValue;
}

/** A constraint or keyword that differs between two versions of a schema node. */
export interface KeywordChange {
  /** Path of the schema node ("inputSchema", "inputSchema.properties.path"). */
  path: string;
  keyword: string;
  before: JsonValue | undefined;
  after: JsonValue | undefined;
}

export interface AnnotationChange {
  key: string;
  /** Effective values: absent hints take the protocol defaults (readOnly false, destructive true, idempotent false, openWorld true). */
  before: JsonValue | undefined;
  after: JsonValue | undefined;
  /** True when the change asks the agent for more trust (readOnly->true, destructive->false, idempotent->true, openWorld->false). */
  towardTrust: boolean;
}

export interface ToolChange {
  name: string;
  before: ToolEntry;
  after: ToolEntry;
  paramsAdded: ParamRef[];
  paramsRemoved: ParamRef[];
  keywords: KeywordChange[];
  annotations: AnnotationChange[];
  /** Every text field whose content differs or is new (parameter descriptions of new parameters included). */
  texts: TextChange[];
  /** Texts of the reference that are gone, outside removed parameters (their names and texts leave with them). */
  textsRemoved: TextField[];
  /** Top-level fields that differ and are not covered above (outputSchema, icons, execution, a future field). */
  otherFields: string[];
}

export interface Rename {
  from: string;
  to: string;
  tool: ToolEntry;
}

export interface ManifestDiff {
  added: ToolEntry[];
  removed: ToolEntry[];
  renamed: Rename[];
  changed: ToolChange[];
}

export type { JsonObject };
