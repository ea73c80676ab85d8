/**
 * `dump`: everything a scan reads from a server, as one JSON document in the offline manifest
 * format (connect/manifest-shape.ts), so that `scan --manifest` of it fingerprints exactly what the
 * live scan did. Pure.
 */
import type { JsonObject, RawManifest } from '../model.js';
import { SURFACE_LISTS } from '../model.js';

export function manifestDocument(raw: RawManifest): JsonObject {
  const doc: JsonObject = {
    serverInfo: raw.serverInfo,
    protocolVersion: raw.protocolVersion,
    capabilities: raw.capabilities,
    // As sent, whatever its type: a non-string instructions is evidence too.
    instructions: raw.surfaces?.instructions ?? raw.instructions,
    tools: raw.tools,
  };
  for (const list of SURFACE_LISTS) {
    const items = raw.surfaces?.[list];
    if (items) doc[list] = items;
  }
  // A list that failed is not an empty one: kept, so the manifest read back hashes the same.
  const failed = raw.surfaces?.failed;
  if (failed && failed.length > 0) doc.failedLists = failed.map((f) => ({ list: f.list, reason: f.reason }));
  return doc;
}
