import type { FromVariable, JsonObject, JsonValue, Target } from '../../model.js';
import { ExpandProblems, expandTracked, expandValue, type ExpandContext } from './expand.js';

/**
 * One server entry of a client configuration -> one Target.
 *
 * Shapes: stdio `command`/`args`/`env`/`cwd`; HTTP `url` (Cursor, Claude Code, VS Code),
 * `serverUrl` (Windsurf), `httpUrl` (Gemini CLI, Streamable HTTP) with `headers`; an optional
 * `type` (`stdio` | `http` | `sse`, VS Code and Claude Code) that decides when present.
 * Returns null for a disabled entry (`disabled: true`): it is skipped, not reported.
 * Anything that cannot be scanned unattended becomes `{kind: 'invalid'}` with a one-line reason
 * that names fields and variables, never a value.
 */
export function entryToTarget(id: string, raw: JsonValue, ctx: ExpandContext): Target | null {
  if (!isObject(raw)) return invalid(id, 'entry is not an object');
  if (raw['disabled'] === true) return null;
  try {
    return build(id, raw, ctx);
  } catch (e) {
    if (e instanceof EntryError) return invalid(id, e.message);
    throw e;
  }
}

type Transport = 'auto' | 'http' | 'sse';

/** URL fields in precedence order, with the transport each one means by itself. */
const URL_FIELDS: ReadonlyArray<readonly [string, Transport | null]> = [
  ['httpUrl', 'http'], // Gemini CLI: Streamable HTTP, and it wins over `url` there
  ['serverUrl', null], // Windsurf
  ['url', null], // everyone else; Gemini CLI reads it as SSE
];

function build(id: string, raw: JsonObject, ctx: ExpandContext): Target {
  const type = declaredType(raw);
  const urlField = URL_FIELDS.find(([f]) => present(raw, f));
  const hasCommand = present(raw, 'command');

  let kind: 'stdio' | 'http';
  if (type === 'stdio') {
    if (!hasCommand) throw new EntryError('type "stdio" needs a command');
    kind = 'stdio';
  } else if (type !== null) {
    if (!urlField) throw new EntryError(`type "${type}" needs a url`);
    kind = 'http';
  } else if (hasCommand && urlField) {
    // Gemini CLI picks the URL (httpUrl, then url, then command); other clients leave it unsaid.
    if (ctx.client !== 'gemini') throw new EntryError(`has both command and ${urlField[0]}; add "type" to say which`);
    kind = 'http';
  } else if (hasCommand) {
    kind = 'stdio';
  } else if (urlField) {
    kind = 'http';
  } else {
    throw new EntryError('has neither command nor url');
  }

  const problems = new ExpandProblems();
  const x = (s: string) => expandValue(s, ctx, problems);
  // Values that variables put into what is shown (command, args, URL) or may be quoted (cwd) are secrets.
  const expanded: FromVariable[] = [];
  const tracked = (s: string) => {
    const e = expandTracked(s, ctx, problems);
    expanded.push(...e.secrets);
    return e;
  };
  const fromVariables = () => (expanded.length > 0 ? { expanded } : {});
  let target: Target;
  if (kind === 'stdio') {
    const command = tracked(stringField(raw, 'command'));
    const args = stringArray(raw, 'args').map(tracked);
    const env = mapValues(stringRecord(raw, 'env'), x);
    const cwd = present(raw, 'cwd') ? tracked(stringField(raw, 'cwd')).value : '';
    const shown = expanded.length > 0 ? { shown: { command: command.shown, args: args.map((a) => a.shown) } } : {};
    target = { kind: 'stdio', id, command: command.value, args: args.map((a) => a.value), env, ...(cwd !== '' ? { cwd } : {}), ...shown, ...fromVariables() };
  } else {
    const [field, fieldTransport] = urlField!;
    const url = tracked(stringField(raw, field)).value;
    const headers = mapValues(stringRecord(raw, 'headers'), x);
    const broken = Object.keys(headers).find((k) => /[\r\n\0]/.test(headers[k]!));
    if (broken !== undefined) throw new EntryError(`headers value of ${broken.replace(/[^\x21-\x7e]/g, '?').slice(0, 60)} contains a line break or NUL`);
    const transport: Transport = transportOf(type) ?? fieldTransport ?? (field === 'url' && ctx.client === 'gemini' ? 'sse' : 'auto');
    target = { kind: 'http', id, url, headers, transport, ...fromVariables() };
  }

  // Unresolved variables first: an unset variable also explains an empty command or a bad URL.
  const reason = problems.reason();
  if (reason !== null) return { ...invalid(id, reason), ...(problems.inputs.size > 0 ? { interactive: true } : {}) };
  if (target.kind === 'stdio' && target.command.trim() === '') throw new EntryError('command is empty');
  if (target.kind === 'http' && !isHttpUrl(target.url)) throw new EntryError(`${urlField![0]} is not an http(s) URL`);
  return target;
}

/** `type`, normalised; null when absent. Spellings seen in the wild for Streamable HTTP are accepted. */
function declaredType(raw: JsonObject): 'stdio' | 'http' | 'sse' | null {
  if (!present(raw, 'type')) return null;
  const t = raw['type'];
  if (typeof t !== 'string') throw new EntryError('type must be a string');
  if (t === 'stdio' || t === 'sse') return t;
  if (t === 'http' || t === 'streamable-http' || t === 'streamableHttp' || t === 'streamable_http') return 'http';
  throw new EntryError(`unsupported type "${t.replace(/[^\x20-\x7e]/g, '?').slice(0, 24)}"`);
}

function transportOf(type: 'stdio' | 'http' | 'sse' | null): Transport | null {
  return type === 'http' || type === 'sse' ? type : null;
}

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- field readers

class EntryError extends Error {}

function invalid(id: string, reason: string): Target {
  return { kind: 'invalid', id, reason };
}

export function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A field counts when it is there and not null (generated files write `"url": null`). */
function present(raw: JsonObject, field: string): boolean {
  return Object.hasOwn(raw, field) && raw[field] !== null;
}

function stringField(raw: JsonObject, field: string): string {
  const v = raw[field];
  if (typeof v !== 'string') throw new EntryError(`${field} must be a string`);
  return v;
}

function stringArray(raw: JsonObject, field: string): string[] {
  if (!present(raw, field)) return [];
  const v = raw[field];
  if (!Array.isArray(v) || !v.every((s) => typeof s === 'string')) throw new EntryError(`${field} must be an array of strings`);
  return v as string[];
}

function stringRecord(raw: JsonObject, field: string): Array<[string, string]> {
  if (!present(raw, field)) return [];
  const v = raw[field];
  if (!isObject(v)) throw new EntryError(`${field} must be an object`);
  return Object.entries(v).map(([k, s]) => {
    if (typeof s !== 'string') throw new EntryError(`${field} value of ${k.replace(/[^\x21-\x7e]/g, '?').slice(0, 60)} must be a string`);
    return [k, s];
  });
}

/** A fresh record; defineProperty so that a key named `__proto__` stays an ordinary key. */
function mapValues(entries: Array<[string, string]>, f: (s: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: f(v), enumerable: true, writable: true, configurable: true });
  return out;
}
