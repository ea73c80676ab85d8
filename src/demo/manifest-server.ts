#!/usr/bin/env node
/**
 * A tiny stdio MCP server, without the SDK so that it starts fast, for the demo and the tests:
 *
 *   node dist/src/demo/manifest-server.js <manifest.json>
 *
 * serves the tools of that file (the offline manifest format: {"tools": [...], "serverInfo"?, …} or a
 * bare array). The file is read again on every tools/list, so a demo or a test can switch it between
 * scans. `"pageSize": n` in the file paginates with opaque cursors. It never runs a tool.
 * The file's prompts, resources and resourceTemplates are served by their list methods (the
 * capabilities are declared when the file has the lists), its instructions as sent, and its
 * protocolVersion, when given, is what initialize answers whatever the client asked.
 */
import { readFileSync } from 'node:fs';
import { parseManifestDocument, type ManifestDocument } from '../connect/manifest-shape.js';
import type { JsonObject, JsonValue } from '../model.js';

const SUPPORTED = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
const DEFAULT_SERVER_INFO: JsonObject = { name: 'demo-server', version: '1.0.0' };

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: manifest-server <manifest.json>\n');
  process.exit(2);
}

function load(): ManifestDocument {
  const doc = parseManifestDocument(JSON.parse(readFileSync(file!, 'utf8')));
  if ('error' in doc) throw new Error(doc.error);
  return doc;
}

function write(message: JsonObject): void {
  process.stdout.write(JSON.stringify(message) + '\n');
}

function reply(id: JsonValue, result: JsonObject): void {
  write({ jsonrpc: '2.0', id, result });
}

function fail(id: JsonValue, code: number, message: string): void {
  write({ jsonrpc: '2.0', id, error: { code, message } });
}

function encodeCursor(offset: number): string {
  return Buffer.from(`page:${offset}`).toString('base64url');
}

function decodeCursor(cursor: unknown): number | null {
  if (typeof cursor !== 'string') return null;
  const m = /^page:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return m ? Number(m[1]) : null;
}

function listTools(id: JsonValue, params: JsonObject | undefined, key: 'tools' | 'prompts' | 'resources' | 'resourceTemplates' = 'tools'): void {
  let doc: ManifestDocument;
  try {
    doc = load();
  } catch (err) {
    fail(id, -32603, `cannot read manifest: ${(err as Error).message}`);
    return;
  }
  const items = key === 'tools' ? doc.tools : doc.surfaces[key];
  if (!items) return fail(id, -32601, 'Method not found');
  const size = doc.pageSize ?? Math.max(1, items.length);
  let offset = 0;
  if (params && params.cursor !== undefined) {
    const decoded = decodeCursor(params.cursor);
    if (decoded === null) return fail(id, -32602, 'invalid cursor');
    offset = decoded;
  }
  const result: JsonObject = { [key]: items.slice(offset, offset + size) };
  if (offset + size < items.length) result.nextCursor = encodeCursor(offset + size);
  reply(id, result);
}

function initialize(id: JsonValue, params: JsonObject | undefined): void {
  let doc: ManifestDocument | null = null;
  try {
    doc = load();
  } catch {
    // serve defaults; tools/list will report the problem
  }
  const asked = params?.protocolVersion;
  const declared: JsonObject = { tools: { listChanged: false } };
  if (doc?.surfaces.prompts) declared.prompts = {};
  if (doc?.surfaces.resources || doc?.surfaces.resourceTemplates) declared.resources = {};
  const result: JsonObject = {
    protocolVersion: doc?.protocolVersion ?? (typeof asked === 'string' && SUPPORTED.includes(asked) ? asked : SUPPORTED[0]!),
    capabilities: doc?.capabilities ?? declared,
    serverInfo: doc?.serverInfo ?? DEFAULT_SERVER_INFO,
  };
  if (doc?.surfaces.instructions !== undefined) result.instructions = doc.surfaces.instructions;
  reply(id, result);
}

function handle(line: string): void {
  let msg: unknown;
  try {
    msg = JSON.parse(line);
  } catch {
    write({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    return;
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return;
  const { id, method, params } = msg as JsonObject;
  if (typeof method !== 'string' || id === undefined) return; // a response or a notification: nothing to do
  const p = typeof params === 'object' && params !== null && !Array.isArray(params) ? params : undefined;
  if (method === 'initialize') initialize(id, p);
  else if (method === 'ping') reply(id, {});
  else if (method === 'tools/list') listTools(id, p);
  else if (method === 'prompts/list') listTools(id, p, 'prompts');
  else if (method === 'resources/list') listTools(id, p, 'resources');
  else if (method === 'resources/templates/list') listTools(id, p, 'resourceTemplates');
  else fail(id, -32601, 'Method not found');
}

let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  buffered += chunk;
  let nl: number;
  while ((nl = buffered.indexOf('\n')) !== -1) {
    const line = buffered.slice(0, nl).trim();
    buffered = buffered.slice(nl + 1);
    if (line) handle(line);
  }
});
process.stdin.on('end', () => process.exit(0));
