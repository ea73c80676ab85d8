/**
 * The offline manifest format, shared by `scan --manifest`, `dump` and the demo server: a saved
 * tools/list result `{"tools": [...]}` (optionally serverInfo, protocolVersion, capabilities,
 * instructions, prompts, resources, resourceTemplates), the same inside a JSON-RPC envelope
 * `{"result": {...}}`, or a bare array of tools. Pure: no I/O, no MCP.
 */
import type { JsonObject, JsonValue, RawSurfaces, SurfaceList } from '../model.js';
import { SURFACE_LISTS } from '../model.js';

export interface ManifestDocument {
  /** Tool items untouched, in file order (may be malformed: fingerprint/ judges them). */
  tools: JsonValue[];
  serverInfo: JsonObject | null;
  protocolVersion: string | null;
  capabilities: JsonObject | null;
  instructions: string | null;
  /** Demo server only: serve the tools in pages of this size. */
  pageSize: number | null;
  /** Prompts, resources, templates (each only when the document has its list) and the raw instructions. */
  surfaces: RawSurfaces;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The document, or the one-line reason it is not a manifest. */
export function parseManifestDocument(value: unknown): ManifestDocument | { error: string } {
  if (Array.isArray(value)) {
    return { tools: value, serverInfo: null, protocolVersion: null, capabilities: null, instructions: null, pageSize: null, surfaces: {} };
  }
  if (!isObject(value)) return { error: 'expected {"tools": [...]} or an array of tools' };
  // A saved JSON-RPC answer: the document is its result.
  if (!('tools' in value) && isObject(value.result)) {
    return parseManifestDocument(value.result);
  }
  if (!Array.isArray(value.tools)) return { error: 'expected a "tools" array' };
  const surfaces: RawSurfaces = {};
  for (const list of SURFACE_LISTS) {
    const items = value[list];
    if (items === undefined || items === null) continue;
    if (!Array.isArray(items)) return { error: `"${list}" is not an array` };
    surfaces[list] = items;
  }
  if ('instructions' in value && value.instructions !== undefined && value.instructions !== null) surfaces.instructions = value.instructions;
  // Written by `dump` for a list the server declared and failed to give.
  if (Array.isArray(value.failedLists)) {
    const failed = value.failedLists.flatMap((f) =>
      isObject(f) && typeof f.list === 'string' && (SURFACE_LISTS as readonly string[]).includes(f.list)
        ? [{ list: f.list as SurfaceList, reason: typeof f.reason === 'string' ? f.reason : 'list failed' }]
        : [],
    );
    if (failed.length > 0) surfaces.failed = failed;
  }
  const pageSize = value.pageSize;
  return {
    tools: value.tools,
    serverInfo: isObject(value.serverInfo) ? value.serverInfo : null,
    protocolVersion: typeof value.protocolVersion === 'string' ? value.protocolVersion : null,
    capabilities: isObject(value.capabilities) ? value.capabilities : null,
    instructions: typeof value.instructions === 'string' ? value.instructions : null,
    pageSize: typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize > 0 ? pageSize : null,
    surfaces,
  };
}
