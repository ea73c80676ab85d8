/**
 * Literals that mean the same in every language: where data goes (a mail address, a URL or host,
 * a public IP address, an account number that passes its check, a crypto wallet), a secret file
 * of this machine, a shell command line that dumps or stashes data. Pure functions: the engine
 * (literal-cues.ts) decides what a literal means from where it sits and what the manifest says.
 */

export type DestinationKind = 'email' | 'url' | 'host' | 'ip' | 'iban' | 'wallet';

export interface Literal {
  kind: DestinationKind | 'image';
  start: number;
  end: number;
  /** The value as written (a host for url/host/email, the number for iban/wallet). */
  value: string;
  /** Lower-case host name of an address (url, host, email, image), else null. */
  host: string | null;
}

/** Documentation hosts and placeholders (RFC 2606 and their habits): never a destination. */
const PLACEHOLDER_HOST = /(?:^|\.)(?:example|test|invalid|localhost|domain|yourdomain|your-domain|company|acme|mycompany|yourcompany)(?:\.|$)/i;

const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@((?:[A-Za-z0-9-]{1,63}\.){1,6}[A-Za-z]{2,24})(?![A-Za-z0-9-])/g;
const URL_RE = /\b(?:https?|wss?|ftp):\/\/(?:[^\s/@"'<>]{1,64}@)?([A-Za-z0-9.-]{1,253})(?::\d{1,5})?(?:[/?#][^\s"'<>)\]}]{0,200})?/gi;
/** A value that is only a host with its port (a proxy, a relay): `gw.relay-box.net:8080`. */
const HOST_PORT = /^\s*((?:[A-Za-z0-9-]{1,63}\.){1,6}[A-Za-z]{2,24}):\d{2,5}\s*$/;
const IPV4 = /(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::\d{1,5})?(?![\d.])/g;
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])/g;
const WALLET = /(?<![A-Za-z0-9])(?:0x[a-fA-F0-9]{40}|bc1[02-9ac-hj-np-z]{25,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33})(?![A-Za-z0-9])/g;
const IMAGE = /!\[[^\]\n]{0,80}\]\(\s{0,4}(https?:\/\/([A-Za-z0-9.-]{1,253})(?::\d{1,5})?\/?[^\s)?]{0,200}\?[^\s)]{0,200})/gi;

function privateIp(a: number, b: number): boolean {
  return a === 0 || a === 10 || a === 127 || a >= 224 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

/** ISO 13616: the account number read as digits (letters 10–35, country and check moved to the end) is 1 modulo 97. */
export function ibanValid(raw: string): boolean {
  const s = raw.replace(/ /g, '');
  if (s.length < 15 || s.length > 34) return false;
  // A run of zeros is a template ("DE00 0000 …"), not an account.
  if (/^[A-Z]{2}\d{2}0+$/.test(s) || /(\d)\1{9}/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const v = code >= 65 ? code - 55 : code - 48;
    rem = v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
  }
  return rem === 1;
}

/** A wallet that could be real: enough distinct symbols (a placeholder repeats or counts up). */
export function walletPlausible(w: string): boolean {
  const body = w.startsWith('0x') ? w.slice(2).toLowerCase() : w.startsWith('bc1') ? w.slice(3) : w.slice(1);
  const distinct = new Set(body).size;
  if (distinct < (w.startsWith('0x') ? 10 : 14)) return false;
  // Letters only or digits only is a word or a number, not an encoded key.
  return /\d/.test(body) && /[A-Za-z]/.test(body);
}

/** Lower-case host of a URL or mail address, or null for a local, private or placeholder host. */
function publicHost(host: string): string | null {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (PLACEHOLDER_HOST.test(h) || !/\.[a-z]{2,24}$/.test(h)) return null;
  return h;
}

/** Every destination literal of a text, in order of position; where two overlap, the first kind read wins (an image's URL, a URL's user part). */
export function destinations(text: string): Literal[] {
  const out: Literal[] = [];
  // Covered units, allocated on the first literal: each literal is checked against its own span
  // (a few hundred units at most), so a text of thousands of addresses stays linear.
  let mask: Uint8Array | null = null;
  const add = (l: Literal): void => {
    mask ??= new Uint8Array(text.length);
    for (let i = l.start; i < l.end; i++) if (mask[i] === 1) return;
    mask.fill(1, l.start, l.end);
    out.push(l);
  };
  if (text.includes('![')) {
    for (const m of text.matchAll(IMAGE)) {
      const host = publicHost(m[2]!);
      const s = m.index! + m[0].length - m[1]!.length;
      if (host) add({ kind: 'image', start: s, end: s + m[1]!.length, value: m[1]!, host });
    }
  }
  if (text.includes('://')) {
    for (const m of text.matchAll(URL_RE)) {
      const host = publicHost(m[1]!);
      if (host && !/^\d+(?:\.\d+){3}$/.test(host)) add({ kind: 'url', start: m.index!, end: m.index! + m[0].length, value: m[0], host });
    }
  }
  if (text.includes('@')) {
    for (const m of text.matchAll(EMAIL)) {
      const host = publicHost(m[1]!);
      if (host) add({ kind: 'email', start: m.index!, end: m.index! + m[0].length, value: m[0], host });
    }
  }
  const hp = HOST_PORT.exec(text);
  if (hp) {
    const host = publicHost(hp[1]!);
    if (host) add({ kind: 'host', start: hp.index, end: hp.index + hp[0].length, value: hp[0].trim(), host });
  }
  if (/\d\.\d/.test(text)) {
    for (const m of text.matchAll(IPV4)) {
      const p = [m[1], m[2], m[3], m[4]].map(Number);
      if (p.some((x) => x > 255) || privateIp(p[0]!, p[1]!)) continue;
      add({ kind: 'ip', start: m.index!, end: m.index! + m[0].length, value: m[0], host: null });
    }
  }
  if (/[A-Z]{2}\d\d/.test(text)) {
    for (const m of text.matchAll(IBAN)) if (ibanValid(m[0])) add({ kind: 'iban', start: m.index!, end: m.index! + m[0].length, value: m[0].replace(/ /g, ''), host: null });
  }
  if (/0x|bc1|[13T][1-9A-Za-z]{25}/.test(text)) {
    for (const m of text.matchAll(WALLET)) if (walletPlausible(m[0])) add({ kind: 'wallet', start: m.index!, end: m.index! + m[0].length, value: m[0], host: null });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Second-level labels under which a country's registrable names sit (`shop.co.uk`, `loja.com.br`). */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go', 'gob', 'nic']);

/** The registrable name of a host (`api.eu.vendor.io` → `vendor.io`, `a.shop.co.uk` → `shop.co.uk`). */
export function registrable(host: string): string {
  const labels = host.split('.');
  const n = labels.length;
  if (n <= 2) return host;
  const keep = labels[n - 1]!.length === 2 && SECOND_LEVEL.has(labels[n - 2]!) ? 3 : 2;
  return labels.slice(n - keep).join('.');
}

/** The name a vendor goes by in its host (`quickchart.io` → `quickchart`, `mail-archiv.de` → `mailarchiv`). */
export function vendorLabel(host: string): string {
  return registrable(host).split('.')[0]!.replace(/[^a-z0-9]/g, '');
}

/** Letters and digits of a text, lower-case, with its URLs and addresses left out: the words a product names itself with. */
export function plainWords(text: string): string {
  return text
    .replace(URL_RE, ' ')
    .replace(EMAIL, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
