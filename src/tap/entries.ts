/**
 * What a tap session records, one JSON line each in its spool. Names and hashes only for calls:
 * never arguments, never results. Versioned by `SPOOL_FORMAT` in the session line.
 */
import type { JsonObject, JsonValue } from '../model.js';

export const SPOOL_FORMAT = 1;

/** The list methods whose answers are recorded as epochs, and the key of their items in the result. */
export const LIST_METHODS = {
  'tools/list': 'tools',
  'prompts/list': 'prompts',
  'resources/list': 'resources',
  'resources/templates/list': 'resourceTemplates',
} as const satisfies Record<string, string>;
export type ListMethod = keyof typeof LIST_METHODS;

/** Thresholds of the agency judgement, set per server on the tap's command line. */
export interface AgencyLimits {
  max_chain: number;
  max_breadth: number;
  checkpoint_gap_ms: number;
  session_ttl_ms: number;
}

export type SpoolEntry =
  | {
      type: 'session';
      session: string;
      server: string;
      endpoint: string;
      started: string;
      spool_format: number;
      sensor_version: string;
      agency: AgencyLimits;
    }
  | {
      type: 'initialize';
      t: string;
      client_info: JsonValue | null;
      client_capabilities: JsonValue | null;
      protocol_version: JsonValue | null;
      server_info: JsonValue | null;
      server_capabilities: JsonValue | null;
      instructions: JsonValue | null;
    }
  | {
      /** One answer to a list method across all its pages (complete: false when the client stopped paging). */
      type: 'list';
      t: string;
      method: ListMethod;
      epoch: number;
      pages: number;
      complete: boolean;
      alg: 'sha256';
      manifest_hash: string;
      /**
       * Each item in wire order: its identity (a tool's or prompt's name, a resource's uri, a
       * template's uriTemplate; null when it has none) and hash. Tools are hashed as `scan` hashes
       * them, the other items as `scan` hashes theirs; `manifest_hash` covers the one list.
       */
      items: Array<[string | null, string]>;
      /** Full definitions, only of hashes this session had not recorded yet. */
      defs: Record<string, JsonValue>;
    }
  | { type: 'list_changed'; t: string; list: string }
  | { type: 'call'; t: string; tool: string; tool_hash: string | null; duration_ms: number; error: boolean }
  | { type: 'checkpoint'; t: string; why: 'elicitation' | 'sampling' }
  | { type: 'end'; t: string; exit_code: number | null; why: string; observed: JsonObject };

/** An entry as written: the chain fields around it. */
export type SpoolLine = SpoolEntry & { seq: number; prev: string; hash: string };
