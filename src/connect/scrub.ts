/**
 * Credentials that come back. A server can echo what the client sent it — a bearer token in a
 * redirect's Location, "invalid token <token>" in an error, the token inside a tool description —
 * and whatever the server sends is stored and printed. Every known secret of the target (env and
 * header values, URL query values and userinfo, values from variables) is replaced by REDACTED in
 * everything that leaves connect/: error messages, redirect ends and the manifest itself.
 *
 * A secret is looked for in the forms a server is likely to send back: as sent, flattened onto one
 * line (as error messages are), percent-encoded, each token of it (`Bearer tok-…` → `tok-…`, a
 * cookie's values) and a Basic credential decoded.
 */
import type { RawSurfaces, JsonValue, RawManifest } from '../model.js';

export const REDACTED = 'REDACTED';

/** Short values are not scrubbed from messages: redacting "1" out of "HTTP 401" helps nobody. */
export const MIN_IN_MESSAGES = 4;
/**
 * From a manifest, only values of 8 characters or more are scrubbed: a server's own words ("true",
 * "debug", a port) must not turn into REDACTED in its tools when an env value happens to be one.
 */
export const MIN_IN_MANIFEST = 8;
/** Pieces of a value (a token after its scheme, a cookie value) count from this length. */
const MIN_PIECE = 8;

/** Every form of every secret worth looking for, longest first (so a longer match wins). */
export function secretForms(values: readonly string[], min: number): string[] {
  const forms = new Set<string>();
  const add = (s: string | undefined, floor: number) => {
    if (s !== undefined && s.length >= Math.max(min, floor)) forms.add(s);
  };
  for (const v of values) {
    add(v, 0);
    add(flattened(v), 0);
    add(encodeURIComponent(v), 0);
    for (const piece of v.split(/[\s,;=]+/)) add(piece, MIN_PIECE);
    const basic = /^basic\s+([A-Za-z0-9+/=_-]+)$/i.exec(v.trim());
    if (basic) {
      const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
      add(decoded, 0);
      const colon = decoded.indexOf(':');
      if (colon > 0) {
        add(decoded.slice(0, colon), MIN_IN_MESSAGES);
        add(decoded.slice(colon + 1), MIN_IN_MESSAGES);
      }
    }
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/** As errors.ts's oneLine flattens a message (without its bound): a multi-line secret inside one. */
function flattened(v: string): string {
  return v.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** `text` with every form replaced. */
export function scrubText(text: string, forms: readonly string[]): string {
  let out = text;
  for (const f of forms) if (out.includes(f)) out = out.split(f).join(REDACTED);
  return out;
}

/** A JSON value with every string (and key) scrubbed; the same object when nothing matched. */
export function scrubJson(value: JsonValue, forms: readonly string[]): JsonValue {
  if (typeof value === 'string') return scrubText(value, forms);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const s = scrubJson(v, forms);
      if (s !== v) changed = true;
      return s;
    });
    return changed ? out : value;
  }
  let changed = false;
  const entries = Object.keys(value).map((k) => {
    const key = scrubText(k, forms);
    const v = scrubJson(value[k]!, forms);
    if (key !== k || v !== value[k]) changed = true;
    return [key, v] as const;
  });
  if (!changed) return value;
  // defineProperty: a key named "__proto__" stays an ordinary key, as JSON.parse made it.
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

/** Whether any string (or key) of `value` holds one of `forms`; iterative, so any nesting depth is fine. */
function containsAny(value: JsonValue, forms: readonly string[]): boolean {
  const stack: JsonValue[] = [value];
  const hit = (s: string) => forms.some((f) => s.includes(f));
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (typeof v === 'string') {
      if (hit(v)) return true;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v !== null && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        if (hit(k)) return true;
        stack.push(v[k]!);
      }
    }
  }
  return false;
}

/**
 * A value that holds a secret, scrubbed: on its JSON text (no recursion, whatever the depth), with
 * each form as JSON writes it inside a string; the recursive walk only when that text no longer
 * parses (a secret that also spells JSON structure, such as "1,2,3,4,5").
 */
function scrubDeep(value: JsonValue, forms: readonly string[]): JsonValue {
  const jsonForms = forms.map((f) => JSON.stringify(f).slice(1, -1)).sort((a, b) => b.length - a.length);
  try {
    return JSON.parse(scrubText(JSON.stringify(value), jsonForms)) as JsonValue;
  } catch {
    return scrubJson(value, forms);
  }
}

/** The manifest with every echoed secret of 8+ characters replaced; the same object when there was none. */
export function scrubManifest(raw: RawManifest, secrets: readonly string[]): RawManifest {
  const forms = secretForms(secrets, MIN_IN_MANIFEST);
  if (forms.length === 0) return raw;
  const scrub = <T extends JsonValue>(v: T): T => (containsAny(v, forms) ? (scrubDeep(v, forms) as T) : v);
  const tools = scrub(raw.tools);
  const serverInfo = raw.serverInfo && scrub(raw.serverInfo);
  const capabilities = raw.capabilities && scrub(raw.capabilities);
  const instructions = raw.instructions === null ? null : scrubText(raw.instructions, forms);
  const out: RawManifest = { ...raw, tools, serverInfo, capabilities, instructions };
  // Prompts, resources and instructions are stored and printed like tools.
  if (raw.surfaces) out.surfaces = scrubDeep(raw.surfaces as unknown as JsonValue, forms) as unknown as RawSurfaces;
  if (raw.crossOriginRedirect) {
    out.crossOriginRedirect = { from: scrubText(raw.crossOriginRedirect.from, forms), to: scrubText(raw.crossOriginRedirect.to, forms) };
  }
  return out;
}
