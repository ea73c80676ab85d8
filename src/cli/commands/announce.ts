import { readFileSync } from 'node:fs';
import type { NewAnnouncement } from '../../history/types.js';
import { UsageError } from '../errors.js';
import { durationMs, required } from '../parse.js';
import { openHistory, type GlobalFlags } from '../context.js';
import { printJsonLines } from '../print.js';

interface AnnounceFlags extends GlobalFlags {
  server?: string;
  version?: string;
  tool?: string;
  addsParam: string[];
  removesParam: string[];
  addsTool: string[];
  removesTool: string[];
  changes: string[];
  expires: string;
  note?: string;
  by?: string;
  list?: boolean;
  file?: string;
}

const CHANGES = ['description', 'schema', 'annotations', 'endpoint'] as const;
type Changes = NewAnnouncement['changes'];

function changesOf(list: string[]): Changes {
  for (const c of list) {
    if (!(CHANGES as readonly string[]).includes(c)) throw new UsageError(`--changes takes ${CHANGES.join('|')}, not ${JSON.stringify(c)}`);
  }
  return [...new Set(list)] as Changes;
}

function strings(value: unknown, field: string, where: string): string[] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) throw new UsageError(`${where}: ${field} must be a string or a list of strings`);
  return list as string[];
}

function optionalString(value: unknown, field: string, where: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new UsageError(`${where}: ${field} must be a string`);
  return value;
}

const FILE_KEYS = new Set(['server', 'version', 'tool', 'addsParam', 'removesParam', 'addsTool', 'removesTool', 'changes', 'expires', 'note', 'by']);

/** A reviewed list of announcements kept in a repository (GitOps): a JSON array of objects with the flags' names. */
function fromFile(path: string, now: Date): NewAnnouncement[] {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new UsageError(`--file ${path}: ${(err as Error).message.split('\n')[0]}`);
  }
  const list = Array.isArray(doc) ? doc : (doc as { announcements?: unknown })?.announcements;
  if (!Array.isArray(list)) throw new UsageError(`--file ${path}: expected a JSON array of announcements`);
  return list.map((entry: unknown, i) => {
    const where = `--file ${path} [${i}]`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new UsageError(`${where}: not an object`);
    const e = entry as Record<string, unknown>;
    for (const k of Object.keys(e)) if (!FILE_KEYS.has(k)) throw new UsageError(`${where}: unknown key ${JSON.stringify(k)}`);
    const server = optionalString(e.server, 'server', where);
    if (!server) throw new UsageError(`${where}: server is required`);
    return {
      serverId: server,
      version: optionalString(e.version, 'version', where),
      tool: optionalString(e.tool, 'tool', where),
      addsParam: strings(e.addsParam, 'addsParam', where),
      removesParam: strings(e.removesParam, 'removesParam', where),
      addsTool: strings(e.addsTool, 'addsTool', where),
      removesTool: strings(e.removesTool, 'removesTool', where),
      changes: changesOf(strings(e.changes, 'changes', where)),
      expiresAt: new Date(now.getTime() + durationMs(optionalString(e.expires, 'expires', where) ?? '30d', `${where}: expires`)).toISOString(),
      note: optionalString(e.note, 'note', where),
      by: optionalString(e.by, 'by', where),
    };
  });
}

export async function announceCommand(flags: AnnounceFlags): Promise<number> {
  const now = new Date();
  if (flags.list) {
    const store = await openHistory(flags, { readonly: true });
    try {
      printJsonLines(store.listAnnouncements(flags.server));
    } finally {
      store.close();
    }
    return 0;
  }
  const wanted: NewAnnouncement[] = flags.file
    ? fromFile(flags.file, now)
    : [
        {
          serverId: required(flags.server, '--server <id>', 'announce'),
          version: flags.version ?? null,
          tool: flags.tool ?? null,
          addsParam: flags.addsParam,
          removesParam: flags.removesParam,
          addsTool: flags.addsTool,
          removesTool: flags.removesTool,
          changes: changesOf(flags.changes),
          expiresAt: new Date(now.getTime() + durationMs(flags.expires, '--expires')).toISOString(),
          note: flags.note ?? null,
          by: flags.by ?? null,
        },
      ];
  for (const a of wanted) {
    const declared = a.addsParam.length + a.removesParam.length + a.addsTool.length + a.removesTool.length + a.changes.length;
    if (declared === 0 && a.version === null) {
      throw new UsageError('announce needs at least one of --adds-param, --removes-param, --adds-tool, --removes-tool, --changes or --version');
    }
  }
  const store = await openHistory(flags);
  try {
    const stored = store.transaction(() => wanted.map((a) => store.addAnnouncement(a, now.toISOString())));
    printJsonLines(stored);
  } finally {
    store.close();
  }
  return 0;
}
