/**
 * A minimal MCP client session: initialize → notifications/initialized → every tools/list page.
 *
 * Written by hand rather than with the SDK's Client because Client.listTools() validates with zod,
 * which drops unknown keys and throws a whole list away for one bad tool — and a sensor must see
 * exactly what the server sent. The transport is injected (the SDK Transport shape), so this file
 * knows nothing about processes or HTTP and is unit-tested with a fake transport.
 */
import type { ConnectLimits, JsonObject, JsonValue, RawSurfaces, SurfaceList } from '../model.js';
import { ConnectError, oneLine, toConnectError } from './errors.js';
import { MAX_NESTING_DEPTH, nestedDeeperThan, oversizeTool, shapeExcess } from './nesting.js';
import { toolAmbiguities } from './json-ambiguity.js';

/** The SDK `Transport` shape, loosened: messages in are unknown JSON, messages out plain objects. */
export interface SessionTransport {
  start(): Promise<void>;
  send(message: JsonObject): Promise<void>;
  /** `outcome` lets a transport be polite after success (an HTTP session DELETE) and brisk after failure. */
  close(outcome?: 'done' | 'failed'): Promise<void>;
  onmessage?: (message: unknown) => void;
  /** A ConnectError here is fatal (crash, oversize, redirect …); any other error is noise and ignored. */
  onerror?: (error: Error) => void;
  onclose?: () => void;
  setProtocolVersion?: (version: string) => void;
  /** Raw bytes received so far, when the transport can count them on the wire. */
  bytesReceived?: () => number;
}

/** Who the session says it is: `clientInfo` and the capabilities it declares (a client profile). */
export interface ClientIdentity {
  name: string;
  version: string;
  capabilities: JsonObject;
}

export interface SessionOptions {
  limits: ConnectLimits;
  clientVersion: string;
  /** Presented in initialize instead of the sensor's own plain identity (`--profile`). */
  client?: ClientIdentity;
  /** Absolute Date.now() time by which all must be done; defaults to now + limits.timeoutMs. */
  deadline?: number;
  signal?: AbortSignal;
  /** Safety cap on tools/list pages. */
  maxPages?: number;
  /** false: tools/list only (bench/surfaces.ts measures what the other lists cost). Default true. */
  listSurfaces?: boolean;
}

export interface SessionResult {
  tools: JsonValue[];
  serverInfo: JsonObject | null;
  protocolVersion: string | null;
  capabilities: JsonObject | null;
  instructions: string | null;
  pages: number;
  bytes: number;
  /** Prompts, resources, templates and the raw instructions. */
  surfaces: RawSurfaces;
  /** Tools whose raw text was ambiguous (stdio, where the text of each line is at hand). */
  ambiguous?: Array<{ index: number; reason: string }>;
}

export const CLIENT_NAME = 'mcp-schema-sentinel';
/** The MCP protocol revisions this sensor reads, newest first. It asks for the newest. */
export const SUPPORTED_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;
export const REQUESTED_PROTOCOL_VERSION = SUPPORTED_PROTOCOL_VERSIONS[0];

/** Revisions are dates (YYYY-MM-DD): a later one sorts after. */
const REVISION = /^\d{4}-\d{2}-\d{2}$/;

/** A revision newer than any this sensor reads: the server will not speak one of ours. */
export function newerThanSupported(version: unknown): version is string {
  return typeof version === 'string' && REVISION.test(version) && version > REQUESTED_PROTOCOL_VERSION;
}

function tooNew(version: string): ConnectError {
  return new ConnectError(
    'protocol_error',
    `server speaks only MCP protocol revision ${oneLine(version, 40)}, newer than this sensor supports (newest ${REQUESTED_PROTOCOL_VERSION}); upgrade mcp-schema-sentinel`,
    { stage: 'initialize' },
  );
}
export const DEFAULT_MAX_PAGES = 1000;

/** The lists beyond tools: where their items sit in a result, the capability that announces them, the method. */
const SURFACE_METHODS: ReadonlyArray<readonly [SurfaceList, string, string]> = [
  ['prompts', 'prompts', 'prompts/list'],
  ['resources', 'resources', 'resources/list'],
  ['resourceTemplates', 'resources', 'resources/templates/list'],
];

interface Pending {
  method: string;
  resolve: (result: unknown) => void;
  reject: (err: ConnectError) => void;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Runs the whole exchange and always closes the transport before settling. */
export async function collectManifest(transport: SessionTransport, opts: SessionOptions): Promise<SessionResult> {
  const session = new Session(transport, opts);
  let outcome: 'done' | 'failed' = 'failed';
  try {
    const result = await session.run();
    outcome = 'done';
    return result;
  } finally {
    session.dispose();
    await transport.close(outcome).catch(() => undefined);
  }
}

class Session {
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private failed: ConnectError | null = null;
  private failWith: (err: ConnectError) => void = () => undefined;
  private timer: NodeJS.Timeout | undefined;
  private onAbort: (() => void) | undefined;
  /** What the session is waiting for, for timeout and crash messages. */
  private stage = 'initialize';
  private stageDetail = 'connecting';
  private countedBytes = 0;

  constructor(
    private readonly transport: SessionTransport,
    private readonly opts: SessionOptions,
  ) {}

  run(): Promise<SessionResult> {
    const { limits, signal } = this.opts;
    if (signal?.aborted) return Promise.reject(new ConnectError('aborted', 'scan aborted'));
    const failure = new Promise<never>((_, reject) => {
      this.failWith = (err) => reject(err);
    });
    if (signal) {
      this.onAbort = () => this.fail(new ConnectError('aborted', 'scan aborted'));
      signal.addEventListener('abort', this.onAbort, { once: true });
    }
    const deadline = this.opts.deadline ?? Date.now() + limits.timeoutMs;
    this.timer = setTimeout(
      () => this.fail(new ConnectError('timeout', `no answer within ${limits.timeoutMs} ms (${this.stageDetail})`)),
      Math.max(0, deadline - Date.now()),
    );
    this.transport.onmessage = (m) => this.onMessage(m);
    this.transport.onerror = (e) => {
      if (e instanceof ConnectError) this.fail(e);
    };
    this.transport.onclose = () => this.fail(new ConnectError('crashed', 'connection closed'));
    // race() subscribes to both, so a flow left hanging by a failure never rejects unhandled.
    return Promise.race([this.flow(), failure]);
  }

  dispose(): void {
    clearTimeout(this.timer);
    if (this.onAbort) this.opts.signal?.removeEventListener('abort', this.onAbort);
    this.transport.onmessage = undefined;
    this.transport.onerror = undefined;
    this.transport.onclose = undefined;
    if (!this.failed) this.failed = new ConnectError('aborted', 'session closed');
  }

  private async flow(): Promise<SessionResult> {
    const { clientVersion, client } = this.opts;
    await this.guard(this.transport.start());

    this.setStage('initialize', 'waiting for initialize');
    const init = await this.request('initialize', {
      protocolVersion: REQUESTED_PROTOCOL_VERSION,
      capabilities: client?.capabilities ?? {},
      clientInfo: { name: client?.name ?? CLIENT_NAME, version: client?.version ?? clientVersion },
    });
    if (!isObject(init)) throw this.protocolError('initialize result is not an object');
    // The server answers the revision it will speak: any older one is accepted and recorded (a
    // sensor reads what it is told); one newer than ours cannot be read faithfully.
    if (newerThanSupported(init.protocolVersion)) throw tooNew(init.protocolVersion);
    const protocolVersion = typeof init.protocolVersion === 'string' ? init.protocolVersion : null;
    if (protocolVersion) this.transport.setProtocolVersion?.(protocolVersion);
    await this.guard(this.transport.send({ jsonrpc: '2.0', method: 'notifications/initialized' }));

    const tools: JsonValue[] = [];
    const ambiguous: Array<{ index: number; reason: string }> = [];
    const pages = await this.listAll('tools/list', 'tools', 'tools', (items) => {
      for (const a of toolAmbiguities(items)) ambiguous.push({ index: tools.length + a.index, reason: a.reason });
      for (const item of items) tools.push(item);
      return tools.length;
    });
    const capabilities = isObject(init.capabilities) ? init.capabilities : null;
    const surfaces = this.opts.listSurfaces === false ? {} : await this.listSurfaces(capabilities);
    if ('instructions' in init && init.instructions !== undefined) surfaces.instructions = init.instructions;
    if (this.failed) throw this.failed;
    this.done();
    return {
      tools,
      serverInfo: isObject(init.serverInfo) ? init.serverInfo : null,
      protocolVersion,
      capabilities,
      instructions: typeof init.instructions === 'string' ? init.instructions : null,
      pages,
      bytes: this.bytes(),
      surfaces,
      ...(ambiguous.length > 0 ? { ambiguous } : {}),
    };
  }

  /**
   * Every page of one list method, with the cursor-loop guard and the count limit. `take` keeps a
   * page's items and returns how many are kept so far. Returns the number of pages.
   */
  private async listAll(method: string, key: string, noun: string, take: (items: JsonValue[]) => number): Promise<number> {
    const { limits } = this.opts;
    const seenCursors = new Set<string>();
    const maxPages = this.opts.maxPages ?? DEFAULT_MAX_PAGES;
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      if (pages >= maxPages) throw this.protocolError(`more than ${maxPages} ${method} pages`);
      this.setStage(method, `waiting for ${method} page ${pages + 1}`);
      const page = await this.request(method, cursor === undefined ? undefined : { cursor });
      pages++;
      const items = isObject(page) ? page[key] : undefined;
      if (!isObject(page) || !Array.isArray(items)) throw this.protocolError(`${method} result has no ${key} array`);
      // Items are kept exactly as sent, even malformed ones: fingerprint/ judges them.
      const big = oversizeTool(items);
      if (big) throw new ConnectError('oversize', `server listed ${noun === 'tools' ? big : big.replace('a tool', `an item of ${key}`)}`, { stage: method });
      if (take(items) > limits.maxTools) {
        throw new ConnectError('oversize', `server listed more than ${limits.maxTools} ${noun}`, { stage: method });
      }
      const next = page.nextCursor;
      if (next === undefined || next === null || next === '') break;
      if (typeof next !== 'string') throw this.protocolError(`${method} nextCursor is not a string`);
      if (seenCursors.has(next)) throw this.protocolError('pagination loop: the server repeated a cursor');
      seenCursors.add(next);
      cursor = next;
    }
    return pages;
  }

  /**
   * prompts/list, resources/list and resources/templates/list, each only when the server declared
   * the capability. A list the server answers with an error, or with a broken page, is recorded as
   * failed and the scan goes on; a transport failure (timeout, crash, oversize) still ends it.
   */
  private async listSurfaces(capabilities: JsonObject | null): Promise<RawSurfaces> {
    const surfaces: RawSurfaces = {};
    const failed: NonNullable<RawSurfaces['failed']> = [];
    for (const [list, capability, method] of SURFACE_METHODS) {
      if (!capabilities || !isObject(capabilities[capability])) continue;
      const items: JsonValue[] = [];
      try {
        await this.listAll(method, list, list, (page) => {
          for (const item of page) items.push(item);
          return items.length;
        });
        surfaces[list] = items;
      } catch (err) {
        if (this.failed || !(err instanceof ConnectError) || err.code !== 'protocol_error') throw err;
        failed.push({ list, reason: err.message });
      }
    }
    if (failed.length > 0) surfaces.failed = failed;
    return surfaces;
  }

  private setStage(stage: string, detail: string): void {
    this.stage = stage;
    this.stageDetail = detail;
  }

  private protocolError(message: string): ConnectError {
    return new ConnectError('protocol_error', message, { stage: this.stage });
  }

  private done(): void {
    clearTimeout(this.timer);
  }

  private async guard<T>(p: Promise<T>): Promise<T> {
    try {
      return await p;
    } catch (err) {
      throw this.withStage(this.failed ?? toConnectError(err));
    }
  }

  private request(method: string, params: JsonObject | undefined): Promise<unknown> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    const message: JsonObject = { jsonrpc: '2.0', id, method };
    if (params !== undefined) message.params = params;
    const answered = new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { method, resolve, reject });
    });
    const sent = this.transport.send(message).catch((err: unknown) => {
      this.pending.delete(id);
      throw this.withStage(this.failed ?? toConnectError(err));
    });
    return Promise.all([answered, sent]).then(([result]) => result);
  }

  /** First fatal error wins; every waiting request is released with it. */
  private fail(err: ConnectError): void {
    if (this.failed) return;
    const staged = this.withStage(err);
    this.failed = staged;
    clearTimeout(this.timer);
    for (const p of this.pending.values()) p.reject(staged);
    this.pending.clear();
    this.failWith(staged);
  }

  private withStage(err: ConnectError): ConnectError {
    if (err.stage) return err;
    const message = err.code === 'crashed' ? `${err.message} before answering ${this.stage}` : err.message;
    return new ConnectError(err.code, message, { status: err.status, stage: this.stage, redirect: err.redirect });
  }

  /** JSON values of the answers received so far, all together (see MAX_JSON_VALUES). */
  private jsonValues = 0;

  private bytes(): number {
    return this.transport.bytesReceived?.() ?? this.countedBytes;
  }

  private onMessage(msg: unknown): void {
    if (this.failed) return;
    if (!this.transport.bytesReceived) this.countedBytes += Buffer.byteLength(JSON.stringify(msg) ?? '');
    if (this.bytes() > this.opts.limits.maxBytes) {
      this.fail(new ConnectError('oversize', `server sent more than ${this.opts.limits.maxBytes} bytes`));
      return;
    }
    if (!isObject(msg)) return;
    if (nestedDeeperThan(msg, MAX_NESTING_DEPTH)) {
      this.fail(new ConnectError('oversize', `server sent JSON nested deeper than ${MAX_NESTING_DEPTH} levels`));
      return;
    }
    const id = msg.id;
    const hasId = typeof id === 'string' || typeof id === 'number';
    if (typeof msg.method === 'string') {
      if (hasId) this.answerServerRequest(id, msg.method);
      return; // notifications (logging, list_changed, progress) are not the sensor's business
    }
    if (typeof id !== 'number') return;
    const p = this.pending.get(id);
    if (!p) return;
    // Answers only (notifications are dropped unread), counted together: pages cannot add up to
    // what one answer may not hold.
    const shape = shapeExcess(msg, this.jsonValues);
    this.jsonValues = shape.values;
    if (shape.reason) {
      this.fail(new ConnectError('oversize', `server sent ${shape.reason}`));
      return;
    }
    this.pending.delete(id);
    if ('error' in msg) p.reject(this.rpcError(p.method, msg.error));
    else if ('result' in msg) p.resolve(msg.result);
    else p.reject(this.protocolError(`answer to ${p.method} has neither result nor error`));
  }

  /**
   * `ping` is answered because the base protocol requires both sides to answer it. A request for a
   * capability the session declared (a client profile's) gets the answer of a client whose user
   * gave nothing: no roots, a declined elicitation, a refused sampling — the sensor still reads
   * nothing, asks no model and fills no form. Anything else is refused with -32601.
   */
  private answerServerRequest(id: string | number, method: string): void {
    const declared = this.opts.client?.capabilities ?? {};
    let reply: JsonObject = { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
    if (method === 'ping') reply = { jsonrpc: '2.0', id, result: {} };
    else if (method === 'roots/list' && isObject(declared.roots)) reply = { jsonrpc: '2.0', id, result: { roots: [] } };
    else if (method === 'elicitation/create' && isObject(declared.elicitation)) reply = { jsonrpc: '2.0', id, result: { action: 'decline' } };
    else if (method === 'sampling/createMessage' && isObject(declared.sampling)) reply = { jsonrpc: '2.0', id, error: { code: -1, message: 'User rejected sampling request' } };
    this.transport.send(reply).catch(() => undefined);
  }

  private rpcError(method: string, error: JsonValue | undefined): ConnectError {
    // A server that refuses our revision may list the ones it speaks (error.data.supported).
    const supported = method === 'initialize' && isObject(error) && isObject(error.data) && Array.isArray(error.data.supported) ? error.data.supported : [];
    if (supported.length > 0 && supported.every(newerThanSupported)) return tooNew([...supported].sort().pop() as string);
    const code = isObject(error) && typeof error.code === 'number' ? error.code : 'unknown';
    const text = isObject(error) && typeof error.message === 'string' ? `: ${oneLine(error.message, 160)}` : '';
    return this.protocolError(`server answered ${method} with JSON-RPC error ${code}${text}`);
  }
}
