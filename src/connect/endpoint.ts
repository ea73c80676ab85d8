/**
 * How a target is named in history and output (never a secret), and which of its values are
 * secrets (for the pipeline's keyed hash, and for scrubbing error messages).
 */
import { resolve } from 'node:path';
import type { Endpoint, FromVariable, Target } from '../model.js';

export type ScannableTarget = Exclude<Target, { kind: 'invalid' }>;

/**
 * Origin + path of a URL with every query VALUE replaced by REDACTED (keys kept, so a changed
 * parameter set still shows); userinfo and fragment dropped. Unparseable input gives "<invalid url>".
 */
export function redactUrl(url: string | URL): string {
  let u: URL;
  try {
    u = typeof url === 'string' ? new URL(url) : new URL(url.href);
  } catch {
    return '<invalid url>';
  }
  const keys = [...u.searchParams.keys()];
  const query = keys.length ? `?${keys.map((k) => `${encodeURIComponent(k)}=REDACTED`).join('&')}` : '';
  return `${u.origin}${u.pathname}${query}`;
}

/** Where a target is, as the operator declared it. For HTTP `auto`, the transport says 'http' until SSE has actually been used. */
export function endpointFor(target: ScannableTarget, used?: 'http' | 'sse'): Endpoint {
  switch (target.kind) {
    case 'stdio': {
      const shown = target.shown ?? target;
      return { transport: 'stdio', display: ['stdio:' + shown.command, ...shown.args].join(' ') };
    }
    case 'http':
      return {
        transport: used ?? (target.transport === 'sse' ? 'sse' : 'http'),
        display: placeholders(redactUrl(target.url), target.expanded ?? []),
      };
    case 'manifest':
      return { transport: 'manifest', display: `manifest:${resolve(target.file)}` };
  }
}

/**
 * A redacted URL with every value that a variable put there shown as its placeholder again
 * (`https://host/${TENANT_KEY}/mcp`). The URL parser may have percent-encoded the value, so both
 * spellings are looked for, longest first.
 */
function placeholders(display: string, expanded: readonly FromVariable[]): string {
  const forms: Array<[string, string]> = [];
  for (const e of expanded) {
    if (e.value === '') continue;
    for (const form of new Set([e.value, encodeURI(e.value), encodeURIComponent(e.value)])) forms.push([form, e.written]);
  }
  forms.sort((a, b) => b[0].length - a[0].length);
  let out = display;
  for (const [form, written] of forms) out = out.split(form).join(written);
  return out;
}

/**
 * Every secret a target carries: env values, header values, URL query values and userinfo, and the
 * values variables put into its command, args, cwd or URL.
 * For the keyed hash behind H4 ("same credentials, other endpoint") — never to be logged or stored raw.
 * Sorted by name/key so the list (and its hash) does not depend on declaration order.
 */
export function credentialsOf(target: Target): string[] {
  switch (target.kind) {
    case 'stdio':
      return [...sortedValues(target.env), ...expandedValues(target.expanded)];
    case 'http': {
      const out = [...sortedValues(target.headers), ...expandedValues(target.expanded)];
      try {
        const u = new URL(target.url);
        const query = [...u.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        for (const [, v] of query) out.push(v);
        if (u.username) out.push(decodeURIComponent(u.username));
        if (u.password) out.push(decodeURIComponent(u.password));
      } catch {
        // An unparseable URL fails at connect time; it carries no credential we can name.
      }
      return out.filter((v) => v.length > 0);
    }
    default:
      return [];
  }
}

/** Values variables put into command, args, cwd or URL, in the order they were written. */
function expandedValues(expanded: readonly FromVariable[] | undefined): string[] {
  return (expanded ?? []).map((e) => e.value).filter((v) => v.length > 0);
}

function sortedValues(rec: Record<string, string>): string[] {
  return Object.keys(rec)
    .sort()
    .map((k) => rec[k]!)
    .filter((v) => typeof v === 'string' && v.length > 0);
}
