import type { JsonValue } from '../model.js';
import { allStrings } from '../diff/schema-walk.js';

/**
 * Whether a default value points somewhere: a URL, a host name, an IP address, a file path or a
 * shell command. A changed default of that kind silently sends the agent's calls elsewhere, so
 * H12 rates it HIGH. Every check is anchored and linear: the value is attacker-controlled.
 */

const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\//;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?(?:\/|$)/;
const IPV6 = /^\[?[0-9A-Fa-f]{0,4}:[0-9A-Fa-f:.]{2,45}\]?(?::\d{1,5})?$/;
const PATH = /^(?:~|\.{1,2})?[/\\]|^[A-Za-z]:[/\\]|^~$/;
/** Command separators, pipes, substitutions and redirections as a shell reads them ("Q&A" or "json|yaml" are not). */
const SHELL_SYNTAX = /;\s*[A-Za-z.\/~]|&&|\|\||\s\|\s*[A-Za-z.\/~]|`[^`]*`|\$\(|\$\{|<\(|>>?\s*[/~]/;
/** A command name followed by arguments (a bare "node" or "git" is a plausible enum value, not a command line). */
const SHELL_COMMAND =
  /^(?:sudo|sh|bash|zsh|dash|fish|ksh|curl|wget|nc|ncat|netcat|socat|rm|mv|cp|dd|chmod|chown|python[0-9.]*|node|deno|bun|perl|ruby|php|powershell|pwsh|cmd|cmd\.exe|eval|exec|base64|ssh|scp|rsync|git|npx|uvx|docker|kubectl)\s+\S/i;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^[A-Za-z]{2,63}$/;

function isHost(s: string): boolean {
  if (s.length > 260 || /\s/.test(s)) return false;
  const host = s.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (host.toLowerCase() === 'localhost') return true;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  return labels.every((l) => LABEL.test(l)) && TLD.test(labels[labels.length - 1]!);
}

/** "::1", "fe80::1", "2001:db8:0:0:0:0:0:1" — but not a time such as "12:30:00". */
function isIpv6Like(s: string): boolean {
  return s.includes('::') || s.split(':').length >= 4;
}

/** Which kind of target a string is, or null. */
export function targetKind(text: string): 'url' | 'ip' | 'path' | 'command' | 'host' | null {
  const s = text.trim().slice(0, 2048);
  if (s.length === 0) return null;
  if (URL_SCHEME.test(s)) return 'url';
  if (IPV4.test(s) || (isIpv6Like(s) && IPV6.test(s))) return 'ip';
  if (PATH.test(s)) return 'path';
  if (SHELL_SYNTAX.test(s) || SHELL_COMMAND.test(s)) return 'command';
  if (isHost(s)) return 'host';
  return null;
}

/** The first target found in a value (a string, or the strings inside an object or array default). */
export function findTarget(value: JsonValue | undefined): { kind: string; text: string } | null {
  if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean') return null;
  const strings = typeof value === 'string' ? [value] : allStrings(value).slice(0, 256);
  for (const text of strings) {
    const kind = targetKind(text);
    if (kind) return { kind, text };
  }
  return null;
}
