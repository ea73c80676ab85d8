/**
 * The offline manifest format, shared by `scan --manifest` and the demo server: a saved tools/list
 * result `{"tools": [...]}` (optionally serverInfo, protocolVersion, capabilities, instructions),
 * or a bare array of tools. Pure: no I/O, no MCP.
 */
import type { JsonObject, JsonValue } from '../model.js';

export interface ManifestDocument {
  /** Tool items untouched, in file order (may be malformed: fingerprint/ judges them). */
  tools: JsonValue[];
  serverInfo: JsonObject | null;
  protocolVersion: string | null;
  capabilities: JsonObject | null;
  instructions: string | null;
  /** Demo server only: serve the tools in pages of this size. */
  pageSize: number | null;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The document, or the one-line reason it is not a manifest. */
export function parseManifestDocument(value: unknown): ManifestDocument | { error: string } {
  if (Array.isArray(value)) {
    return { tools: value, serverInfo: null, protocolVersion: null, capabilities: null, instructions: null, pageSize: null };
  }
  if (!isObject(value)) return { error: 'expected {"tools": [...]} or an array of tools' };
  if (!Array.isArray(value.tools)) return { error: 'expected a "tools" array' };
  const pageSize = value.pageSize;
  return {
    tools: value.tools,
    serverInfo: isObject(value.serverInfo) ? value.serverInfo : null,
    protocolVersion: typeof value.protocolVersion === 'string' ? value.protocolVersion : null,
    capabilities: isObject(value.capabilities) ? value.capabilities : null,
    instructions: typeof value.instructions === 'string' ? value.instructions : null,
    pageSize: typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize > 0 ? pageSize : null,
  };
}
