/** `scan --manifest <file>`: a saved tools/list result read from disk, bounded like a live server. */
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ConnectLimits, RawManifest } from '../model.js';
import { ConnectError, oneLine } from './errors.js';
import { parseManifestDocument } from './manifest-shape.js';
import { MAX_NESTING_DEPTH, nestedDeeperThan, oversizeTool, shapeExcess } from './nesting.js';
import { jsonAmbiguities } from './json-ambiguity.js';

export async function readManifestFile(file: string, limits: ConnectLimits): Promise<RawManifest> {
  const path = resolve(file);
  let size: number;
  try {
    const st = await stat(path);
    if (!st.isFile()) throw new ConnectError('bad_manifest', `not a file: ${path}`);
    size = st.size;
  } catch (err) {
    if (err instanceof ConnectError) throw err;
    throw fileError(path, err);
  }
  if (size > limits.maxBytes) throw new ConnectError('oversize', `manifest file is larger than ${limits.maxBytes} bytes`);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw fileError(path, err);
  }
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    throw new ConnectError('bad_manifest', `not valid JSON: ${oneLine((err as Error).message, 160)}`);
  }
  if (nestedDeeperThan(value, MAX_NESTING_DEPTH)) {
    throw new ConnectError('oversize', `manifest nested deeper than ${MAX_NESTING_DEPTH} levels`);
  }
  const shape = shapeExcess(value);
  if (shape.reason) throw new ConnectError('oversize', `manifest holds ${shape.reason}`);
  const doc = parseManifestDocument(value);
  if ('error' in doc) throw new ConnectError('bad_manifest', doc.error);
  for (const list of Object.values(doc.surfaces)) {
    if (Array.isArray(list) && list.length > limits.maxTools) throw new ConnectError('oversize', `manifest lists more than ${limits.maxTools} items in one list`);
  }
  if (doc.tools.length > limits.maxTools) {
    throw new ConnectError('oversize', `manifest lists more than ${limits.maxTools} tools`);
  }
  const big = oversizeTool(doc.tools);
  if (big) throw new ConnectError('oversize', `manifest lists ${big}`);
  const enveloped = !Array.isArray(value) && typeof value === 'object' && value !== null && !('tools' in value) && 'result' in value;
  const prefix = Array.isArray(value) ? [] : enveloped ? ['result', 'tools'] : ['tools'];
  const ambiguous = jsonAmbiguities(text).flatMap((a) =>
    a.path.length > prefix.length && prefix.every((p, k) => a.path[k] === p) && typeof a.path[prefix.length] === 'number'
      ? [{ index: a.path[prefix.length] as number, reason: a.reason }]
      : [],
  );
  return {
    tools: doc.tools,
    serverInfo: doc.serverInfo,
    protocolVersion: doc.protocolVersion,
    capabilities: doc.capabilities,
    instructions: doc.instructions,
    endpoint: { transport: 'manifest', display: `manifest:${path}` },
    surfaces: doc.surfaces,
    pages: 1,
    bytes: size,
    ...(ambiguous.length > 0 ? { ambiguous } : {}),
  };
}

function fileError(path: string, err: unknown): ConnectError {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return new ConnectError('not_found', `manifest file not found: ${path}`);
  if (code === 'EACCES' || code === 'EPERM') return new ConnectError('not_found', `manifest file not readable: ${path}`);
  if (code === 'EISDIR') return new ConnectError('bad_manifest', `not a file: ${path}`);
  return new ConnectError('bad_manifest', `cannot read manifest file ${path}: ${code ?? 'read failed'}`);
}
