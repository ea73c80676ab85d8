/**
 * Anchors for `verify`: chain heads kept outside the history. `--expect-head <hash>` names one head
 * (an earlier `verify`'s head.hash, a record's chain_head.hash); `--anchors <file>` reads a JSONL file
 * as a SIEM keeps it — every line with a `chain_head` (a record) or a `head` (a `verify` result) is
 * an anchor, other lines are skipped.
 */
import { readFileSync } from 'node:fs';
import type { Anchor } from '../history/types.js';
import { escapeForTerminal } from '../report/escape.js';
import { UsageError } from './errors.js';

const HASH = /^sha256:[0-9a-f]{64}$/;

function shown(s: string): string {
  return escapeForTerminal(s, { maxLength: 80 });
}

export function expectedHead(value: string): Anchor {
  const hash = value.trim().toLowerCase();
  const full = hash.startsWith('sha256:') ? hash : `sha256:${hash}`;
  if (!HASH.test(full)) throw new UsageError(`--expect-head takes a chain head such as sha256:<64 hex digits>, not ${JSON.stringify(shown(value))}`);
  return { seq: null, hash: full, label: 'expected head' };
}

function headOf(v: unknown): { seq: number; hash: string } | null {
  if (typeof v !== 'object' || v === null) return null;
  const { seq, hash } = v as { seq?: unknown; hash?: unknown };
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1 || typeof hash !== 'string' || !HASH.test(hash)) return null;
  return { seq, hash };
}

/** Every anchor of a JSONL file; a usage error when it cannot be read or holds none. */
export function anchorsFromFile(path: string): Anchor[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`--anchors: cannot read ${shown(path)} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const out: Anchor[] = [];
  const name = path.split(/[\\/]/).pop() ?? path;
  text.split('\n').forEach((line, i) => {
    if (!line.trim().startsWith('{')) return;
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    if (doc === null || typeof doc !== 'object') return;
    const where = `(${shown(name)} line ${i + 1})`;
    if ('chain_head' in doc) {
      const head = headOf(doc.chain_head);
      if (!head) throw new UsageError(`--anchors: ${shown(name)} line ${i + 1} has a chain_head that is not {seq, hash: "sha256:…"}`);
      const id = typeof doc.alert_id === 'string' ? `record ${shown(doc.alert_id)}` : 'record';
      out.push({ ...head, label: `anchor ${id} ${where}` });
    } else if (doc.ok === true && 'head' in doc) {
      const head = headOf(doc.head);
      if (head) out.push({ ...head, label: `verified head ${where}` });
    }
  });
  if (out.length === 0) throw new UsageError(`--anchors: ${shown(name)} holds no chain_head (records written before anchors existed, or not a JSONL export)`);
  return out;
}
