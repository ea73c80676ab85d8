import { readFileSync } from 'node:fs';
import type { Announcement, NewAnnouncement } from '../../history/types.js';
import { UsageError } from '../errors.js';
import { durationMs, required } from '../parse.js';
import { openHistory, type GlobalFlags } from '../context.js';
import { printJsonLines } from '../print.js';
import { announcementListing } from '../listing.js';

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

const CHANGES = ['description', 'schema', 'annotations', 'endpoint', 'prompts', 'resources', 'instructions'] as const;
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
/** What `announce --list` prints, accepted back: snake_case lists, `expires_at` for expires; the rest is the history's. */
const LISTED_KEYS = new Set(['adds_param', 'removes_param', 'adds_tool', 'removes_tool', 'expires_at', 'id', 'created_at', 'used_at', 'used_by_drift']);

/** A list under its flag's name (hand-written) or as `--list` prints it; never both. */
function listOf(e: Record<string, unknown>, flagKey: string, listedKey: string, where: string): string[] {
  if (e[flagKey] !== undefined && e[listedKey] !== undefined) throw new UsageError(`${where}: give ${flagKey} or ${listedKey}, not both`);
  return e[flagKey] !== undefined ? strings(e[flagKey], flagKey, where) : strings(e[listedKey], listedKey, where);
}

/** A JSON array, `{"announcements": [...]}`, or JSON lines (what `--list` prints, one line included). */
function parseList(path: string, text: string): unknown {
  try {
    const doc: unknown = JSON.parse(text);
    if (Array.isArray(doc)) return doc;
    // One line of `--list` is a whole JSON document: a single announcement.
    if (doc !== null && typeof doc === 'object' && !('announcements' in doc)) return [doc];
    return (doc as { announcements?: unknown })?.announcements;
  } catch (err) {
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    if (lines.length > 1 && lines.every((l) => l.trimStart().startsWith('{'))) {
      return lines.map((l, i) => {
        try {
          return JSON.parse(l) as unknown;
        } catch (lineErr) {
          throw new UsageError(`--file ${path}: line ${i + 1}: ${(lineErr as Error).message.split('\n')[0]}`);
        }
      });
    }
    throw new UsageError(`--file ${path}: ${(err as Error).message.split('\n')[0]}`);
  }
}

function expiresAt(e: Record<string, unknown>, where: string, now: Date): string {
  const at = optionalString(e.expires_at, 'expires_at', where);
  if (at !== null && e.expires !== undefined) throw new UsageError(`${where}: give expires (a duration) or expires_at (a time), not both`);
  if (at === null) return new Date(now.getTime() + durationMs(optionalString(e.expires, 'expires', where) ?? '30d', `${where}: expires`)).toISOString();
  const t = new Date(at);
  if (Number.isNaN(t.getTime())) throw new UsageError(`${where}: expires_at must be an ISO 8601 time`);
  if (t.getTime() <= now.getTime()) throw new UsageError(`${where}: expires_at ${t.toISOString()} has passed`);
  return t.toISOString();
}

/**
 * A reviewed list of announcements kept in a repository (GitOps): a JSON array (or
 * `{"announcements": [...]}`) of objects with the flags' names, or lines as `announce --list` prints them.
 */
function fromFile(path: string, text: string, now: Date, by: string | undefined): NewAnnouncement[] {
  const list = parseList(path, text);
  if (!Array.isArray(list)) throw new UsageError(`--file ${path}: expected a JSON array of announcements`);
  return list.map((entry: unknown, i) => {
    const where = `--file ${path} [${i}]`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new UsageError(`${where}: not an object`);
    const e = entry as Record<string, unknown>;
    for (const k of Object.keys(e)) if (!FILE_KEYS.has(k) && !LISTED_KEYS.has(k)) throw new UsageError(`${where}: unknown key ${JSON.stringify(k)}`);
    const server = optionalString(e.server, 'server', where);
    if (!server) throw new UsageError(`${where}: server is required`);
    const who = optionalString(e.by, 'by', where) ?? by ?? null;
    if (!who) throw new UsageError(`${where}: by is required (who declares it), in the entry or as --by`);
    return {
      serverId: server,
      version: optionalString(e.version, 'version', where),
      tool: optionalString(e.tool, 'tool', where),
      addsParam: listOf(e, 'addsParam', 'adds_param', where),
      removesParam: listOf(e, 'removesParam', 'removes_param', where),
      addsTool: listOf(e, 'addsTool', 'adds_tool', where),
      removesTool: listOf(e, 'removesTool', 'removes_tool', where),
      changes: changesOf(strings(e.changes, 'changes', where)),
      expiresAt: expiresAt(e, where, now),
      note: optionalString(e.note, 'note', where),
      by: who,
    };
  });
}

/** Same server, version, tool, lists, note and author; the expiry is when, not what. */
function sameDeclaration(a: NewAnnouncement, b: Announcement): boolean {
  const set = (l: readonly string[]) => JSON.stringify([...new Set(l)].sort());
  return (
    a.serverId === b.serverId &&
    a.version === b.version &&
    a.tool === b.tool &&
    a.note === b.note &&
    a.by === b.by &&
    set(a.addsParam) === set(b.addsParam) &&
    set(a.removesParam) === set(b.removesParam) &&
    set(a.addsTool) === set(b.addsTool) &&
    set(a.removesTool) === set(b.removesTool) &&
    set(a.changes) === set(b.changes)
  );
}

function readFileText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new UsageError(`--file ${path}: cannot read it (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

export async function announceCommand(flags: AnnounceFlags): Promise<number> {
  const now = new Date();
  if (flags.list) {
    const store = await openHistory(flags, { readonly: true });
    try {
      printJsonLines(store.listAnnouncements(flags.server).map(announcementListing));
    } finally {
      store.close();
    }
    return 0;
  }
  const wanted: NewAnnouncement[] = flags.file
    ? fromFile(flags.file, readFileText(flags.file), now, flags.by)
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
          by: required(flags.by, '--by <who>', 'announce'),
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
    // Loading the same reviewed file twice must not store two announcements: a second copy could
    // excuse the same change twice. An announcement is identified by what it declares.
    const stored = store.transaction(() =>
      wanted.map((a) => store.listAnnouncements(a.serverId).find((b) => sameDeclaration(a, b) && (b.usedAt !== null || b.expiresAt > now.toISOString())) ?? store.addAnnouncement(a, now.toISOString())),
    );
    printJsonLines(stored.map(announcementListing));
  } finally {
    store.close();
  }
  return 0;
}
