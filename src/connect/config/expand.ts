import type { ClientId, Env } from './types.js';

/**
 * Variable expansion in configuration values, as the clients do it:
 * `${VAR}` and `${env:VAR}` (every client), `${VAR:-default}` (Claude Code), `${userHome}` and
 * `${workspaceFolder}` (VS Code, Cursor), bare `$VAR` (Gemini CLI only; left as written when
 * unset, as Gemini does). `${input:…}` needs a person at a prompt, and other `${…}` forms need
 * the client itself: both make the entry unscannable, which the caller reports.
 */
export interface ExpandContext {
  env: Env;
  client?: ClientId;
  /** The project folder of a workspace file (`.vscode/mcp.json`, `.cursor/mcp.json`), for `${workspaceFolder}`. */
  workspaceFolder?: string;
}

/** Why an entry's values could not be expanded, collected over all its fields. */
export class ExpandProblems {
  readonly inputs = new Set<string>();
  readonly missing = new Set<string>();
  readonly unsupported = new Set<string>();

  /** One line naming variables only (never a value), or null when everything expanded. */
  reason(): string | null {
    const parts: string[] = [];
    if (this.inputs.size > 0) {
      parts.push(`needs interactive input ${[...this.inputs].map((i) => `\${input:${i}}`).join(', ')}`);
    }
    if (this.missing.size > 0) {
      const names = [...this.missing].join(', ');
      parts.push(this.missing.size === 1 ? `environment variable ${names} is not set` : `environment variables ${names} are not set`);
    }
    if (this.unsupported.size > 0) {
      parts.push(`uses ${[...this.unsupported].map((u) => `\${${u}}`).join(', ')}, which only the client can resolve`);
    }
    return parts.length > 0 ? parts.join('; ') : null;
  }
}

const PLACEHOLDER = /\$\{([^{}]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const WITH_DEFAULT = /^([A-Za-z_][A-Za-z0-9_]*):-(.*)$/s;

/** A value that came from an environment variable, and the placeholder that brought it (as written). */
export interface Expansion {
  written: string;
  value: string;
}

/**
 * One string expanded, with what it shows: `shown` keeps the placeholder of every value that came
 * from an environment variable (`--token ${API_TOKEN}`), so that the endpoint in history and output
 * never holds it; `secrets` lists those values. Client variables (`${userHome}`, `${workspaceFolder}`)
 * are paths the client computes, not secrets: they are shown expanded.
 */
export interface Expanded {
  value: string;
  shown: string;
  secrets: Expansion[];
}

/** Expands one string; unresolved placeholders become '' and are recorded in `problems`. */
export function expandValue(value: string, ctx: ExpandContext, problems: ExpandProblems): string {
  return expandTracked(value, ctx, problems).value;
}

/** expandValue, keeping track of which parts came from the environment. */
export function expandTracked(value: string, ctx: ExpandContext, problems: ExpandProblems): Expanded {
  const secrets: Expansion[] = [];
  let shown = '';
  let last = 0;
  const out = value.replace(PLACEHOLDER, (whole: string, braced: string | undefined, bare: string | undefined, offset: number) => {
    const { text, fromEnv } = resolve(whole, braced, bare, ctx, problems);
    shown += value.slice(last, offset) + (fromEnv && text !== '' ? whole : text);
    last = offset + whole.length;
    if (fromEnv && text !== '') secrets.push({ written: whole, value: text });
    return text;
  });
  shown += value.slice(last);
  return { value: out, shown, secrets };
}

function resolve(whole: string, braced: string | undefined, bare: string | undefined, ctx: ExpandContext, problems: ExpandProblems): { text: string; fromEnv: boolean } {
  if (bare !== undefined) {
    if (ctx.client !== 'gemini') return { text: whole, fromEnv: false };
    const v = lookup(ctx.env, bare);
    return v === undefined ? { text: whole, fromEnv: false } : { text: v, fromEnv: true };
  }
  const inner = braced ?? '';
  if (inner.startsWith('input:')) {
    problems.inputs.add(shown(inner.slice('input:'.length)));
    return { text: '', fromEnv: false };
  }
  if (NAME.test(inner) && CLIENT_ONLY.has(inner)) {
    const v = clientVariable(inner, ctx);
    if (v === undefined) problems.unsupported.add(inner);
    return { text: v ?? '', fromEnv: false };
  }
  const envName = inner.startsWith('env:') && inner.length > 4 ? inner.slice(4) : NAME.test(inner) ? inner : null;
  if (envName !== null) {
    const v = lookup(ctx.env, envName);
    if (v === undefined) problems.missing.add(shown(envName));
    return { text: v ?? '', fromEnv: true };
  }
  const d = WITH_DEFAULT.exec(inner);
  if (d) {
    const v = lookup(ctx.env, d[1]!);
    // Shell semantics: the default also replaces an empty value. The default is the file's own text.
    return v === undefined || v === '' ? { text: d[2]!, fromEnv: false } : { text: v, fromEnv: true };
  }
  problems.unsupported.add(shown(inner));
  return { text: '', fromEnv: false };
}

/** VS Code / Cursor predefined variables that can be known outside the editor. */
const CLIENT_ONLY = new Set(['userHome', 'workspaceFolder', 'workspaceFolderBasename']);

function clientVariable(name: string, ctx: ExpandContext): string | undefined {
  if (name === 'userHome') return lookup(ctx.env, 'HOME') ?? lookup(ctx.env, 'USERPROFILE');
  if (name === 'workspaceFolder') return ctx.workspaceFolder;
  return ctx.workspaceFolder?.split(/[\\/]/).filter(Boolean).pop();
}

/** Own string values only: a name such as `toString` must not reach Object.prototype. */
export function lookup(env: Env, name: string): string | undefined {
  if (!Object.hasOwn(env, name)) return undefined;
  const v = env[name];
  return typeof v === 'string' ? v : undefined;
}

/** A name from the file as it may appear in a one-line reason: printable ASCII only, bounded. */
function shown(name: string): string {
  const clean = name.replace(/[^\x21-\x7e]/g, '?');
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean;
}
