/**
 * The session core (pure): JSON-RPC messages in, spool entries out. It pairs requests with their
 * responses by id (each direction has its own id space), folds the pages of a list into one epoch,
 * and keeps, for each call, only the tool's name, the hash in force, how long it took and whether
 * it failed.
 */
import type { JsonObject, JsonValue } from '../model.js';
import type { RawSurfaces, SurfaceList } from '../model.js';
import { fingerprint } from '../fingerprint/snapshot.js';
import { fingerprintItems, IDENTITY_FIELD, itemHash, kindOfList, manifestHashV2 } from '../fingerprint/items.js';
import { LIST_METHODS, type ListMethod, type SpoolEntry } from './entries.js';
import type { Direction } from './observer.js';

interface Pending {
  method: string;
  at: number;
  tool?: string;
  cursor?: boolean;
}

interface Accumulating {
  items: JsonValue[];
  pages: number;
  at: number;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function idKey(id: unknown): string | null {
  return typeof id === 'string' ? `s:${id}` : typeof id === 'number' ? `n:${id}` : null;
}

export class SessionCore {
  /** Requests waiting for their answer, by direction of the request. */
  private readonly pending: Record<Direction, Map<string, Pending>> = { c2s: new Map(), s2c: new Map() };
  private readonly lists = new Map<ListMethod, Accumulating>();
  private readonly epochs = new Map<ListMethod, number>();
  private readonly inForce = new Map<string, string>();
  private readonly knownDefs = new Set<string>();
  private initRequest: JsonObject | null = null;

  private at = 0;

  constructor(private readonly emit: (entry: SpoolEntry) => void) {}

  /** One parsed message (or batch) in the given direction, `at` when it went through (ms). */
  message(dir: Direction, msg: unknown, at: number): void {
    this.at = at;
    if (Array.isArray(msg)) {
      for (const m of msg) this.one(dir, m);
      return;
    }
    this.one(dir, msg);
  }

  /** Lists still being paged when the session ends are recorded as incomplete epochs. */
  finish(): void {
    for (const method of [...this.lists.keys()]) this.closeEpoch(method, false);
  }

  private iso(ms: number): string {
    return new Date(ms).toISOString();
  }

  private one(dir: Direction, m: unknown): void {
    if (!isObject(m)) return;
    const key = idKey(m.id);
    const method = typeof m.method === 'string' ? m.method : null;
    if (method !== null && key !== null) return this.request(dir, key, method, m);
    if (method !== null) return this.notification(dir, method);
    if (key !== null) this.response(dir, key, m);
  }

  private request(dir: Direction, key: string, method: string, m: JsonObject): void {
    const at = this.at;
    const params = isObject(m.params) ? m.params : {};
    const p: Pending = { method, at };
    if (dir === 'c2s') {
      if (method === 'initialize') this.initRequest = params;
      if (method === 'tools/call') p.tool = typeof params.name === 'string' ? params.name : '';
      if (method in LIST_METHODS) p.cursor = params.cursor !== undefined;
    } else if (method === 'sampling/createMessage') {
      this.emit({ type: 'checkpoint', t: this.iso(at), why: 'sampling' });
    }
    this.pending[dir].set(key, p);
  }

  private notification(dir: Direction, method: string): void {
    if (dir !== 's2c') return;
    const match = /^notifications\/(tools|prompts|resources)\/list_changed$/.exec(method);
    if (match) this.emit({ type: 'list_changed', t: this.iso(this.at), list: match[1] });
  }

  /** A response travels the other way from its request. */
  private response(dir: Direction, key: string, m: JsonObject): void {
    const from: Direction = dir === 's2c' ? 'c2s' : 's2c';
    const req = this.pending[from].get(key);
    if (!req) return;
    this.pending[from].delete(key);
    const at = this.at;
    const failed = 'error' in m || (isObject(m.result) && m.result.isError === true);
    if (from === 's2c') {
      if (req.method === 'elicitation/create' && !failed) this.emit({ type: 'checkpoint', t: this.iso(at), why: 'elicitation' });
      return;
    }
    if (req.method === 'initialize' && isObject(m.result)) return this.initialized(m.result, at);
    if (req.method === 'tools/call') {
      const tool = req.tool ?? '';
      this.emit({ type: 'call', t: this.iso(req.at), tool, tool_hash: this.inForce.get(tool) ?? null, duration_ms: Math.max(0, at - req.at), error: failed });
      return;
    }
    if (req.method in LIST_METHODS && isObject(m.result)) this.page(req.method as ListMethod, req, m.result, at);
  }

  private initialized(result: JsonObject, at: number): void {
    const req = this.initRequest ?? {};
    this.emit({
      type: 'initialize',
      t: this.iso(at),
      client_info: req.clientInfo ?? null,
      client_capabilities: req.capabilities ?? null,
      protocol_version: result.protocolVersion ?? null,
      server_info: result.serverInfo ?? null,
      server_capabilities: result.capabilities ?? null,
      instructions: result.instructions ?? null,
    });
  }

  private page(method: ListMethod, req: Pending, result: JsonObject, at: number): void {
    // A first page starts a new epoch; the one still open was abandoned by the client.
    if (!req.cursor && this.lists.has(method)) this.closeEpoch(method, false);
    const acc = this.lists.get(method) ?? { items: [], pages: 0, at };
    const items = result[LIST_METHODS[method]];
    if (Array.isArray(items)) acc.items.push(...items);
    acc.pages++;
    this.lists.set(method, acc);
    if (typeof result.nextCursor !== 'string') this.closeEpoch(method, true);
  }

  private closeEpoch(method: ListMethod, complete: boolean): void {
    const acc = this.lists.get(method);
    if (!acc) return;
    this.lists.delete(method);
    if (method !== 'tools/list') return this.closeItemsEpoch(method, acc, complete);
    const snap = fingerprint({ tools: acc.items, serverInfo: null }, { alg: 'sha256', annotations: true });
    const hashOf = new Map<number, string>();
    const items: Array<[string | null, string]> = [];
    const defs: Record<string, JsonValue> = {};
    const indexOf = new Map<JsonValue, number>(acc.items.map((item, i) => [item, i]));
    for (const t of snap.tools) hashOf.set(indexOf.get(t.tool)!, t.hash);
    for (const mal of snap.malformed) hashOf.set(mal.index, mal.hash);
    acc.items.forEach((item, i) => {
      const hash = hashOf.get(i)!;
      const name = isObject(item) && typeof item.name === 'string' ? item.name : null;
      items.push([name, hash]);
      if (!this.knownDefs.has(hash)) {
        this.knownDefs.add(hash);
        defs[hash] = item;
      }
    });
    if (method === 'tools/list' && complete) {
      this.inForce.clear();
      for (const t of snap.tools) this.inForce.set(t.name, t.hash);
    }
    this.record(method, acc, complete, snap.manifestHash, items, defs);
  }

  /** Prompts, resources or templates: hashed and keyed as `scan` keeps them; the hash covers this one list. */
  private closeItemsEpoch(method: Exclude<ListMethod, 'tools/list'>, acc: Accumulating, complete: boolean): void {
    const list: SurfaceList = LIST_METHODS[method];
    const kind = kindOfList(list) as keyof typeof IDENTITY_FIELD;
    const field = IDENTITY_FIELD[kind];
    const f = fingerprintItems({ [list]: acc.items } as RawSurfaces, 'sha256');
    const items: Array<[string | null, string]> = [];
    const defs: Record<string, JsonValue> = {};
    for (const item of acc.items) {
      const hash = itemHash('sha256', item);
      const id = isObject(item) && typeof item[field] === 'string' ? (item[field] as string) : null;
      items.push([id, hash]);
      if (!this.knownDefs.has(hash)) {
        this.knownDefs.add(hash);
        defs[hash] = item;
      }
    }
    this.record(method, acc, complete, manifestHashV2('sha256', [], f), items, defs);
  }

  private record(method: ListMethod, acc: Accumulating, complete: boolean, manifestHash: string, items: Array<[string | null, string]>, defs: Record<string, JsonValue>): void {
    const epoch = (this.epochs.get(method) ?? 0) + 1;
    this.epochs.set(method, epoch);
    this.emit({ type: 'list', t: this.iso(acc.at), method, epoch, pages: acc.pages, complete, alg: 'sha256', manifest_hash: manifestHash, items, defs });
  }
}
