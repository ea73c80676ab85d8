/**
 * Client profiles: who the sensor says it is in `initialize` (clientInfo and declared capabilities),
 * read from profiles/clients.json. A server can show a scanner one list and an agent another by
 * reading `clientInfo.name` or the capabilities a client declares; presenting the agent's own
 * identity narrows that split view, and scanning under several (`--profiles`) reveals it.
 *
 * Pure parsing (`parseProfiles`) apart from the one file read (`loadProfiles`), so that tests can
 * hand it any document. A bad file is a ProfileError (one line, exit 2), never a stack trace.
 */
import { readFileSync } from 'node:fs';
import type { JsonObject } from '../model.js';
import { sensorVersion } from './client-info.js';

export class ProfileError extends Error {
  override name = 'ProfileError';
}

/** One client identity, as sent in `initialize`. */
export interface ClientProfile {
  name: string;
  title: string;
  /** Client configurations (`--config`, `--discover`) whose servers are shown this identity by default. */
  clients: string[];
  clientInfo: { name: string; version: string };
  capabilities: JsonObject;
}

export interface ProfileSet {
  version: string;
  /** The profile of a target that names no client. */
  defaultName: string;
  profiles: ReadonlyMap<string, ClientProfile>;
}

/** The capabilities the session knows how to honour (answers for roots, sampling, elicitation). */
const KNOWN_CAPABILITIES = new Set(['roots', 'sampling', 'elicitation', 'experimental', 'tasks']);

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Checks the document as the engine needs it (the JSON Schema in profiles/schema/ says the same, for editors and tests). */
export function parseProfiles(doc: unknown, ownVersion: string = sensorVersion()): ProfileSet {
  const bad = (why: string): never => {
    throw new ProfileError(`profiles/clients.json: ${why}`);
  };
  if (!isObject(doc)) return bad('expected an object');
  if (typeof doc.version !== 'string') bad('version must be a string');
  if (!Array.isArray(doc.profiles)) return bad('profiles must be a list');
  const profiles = new Map<string, ClientProfile>();
  for (const [i, p] of doc.profiles.entries()) {
    if (!isObject(p) || typeof p.name !== 'string' || !/^[a-z][a-z0-9-]{0,39}$/.test(p.name)) return bad(`profile ${i} has no valid name`);
    if (profiles.has(p.name)) bad(`profile ${p.name} is defined twice`);
    const info = p.clientInfo;
    if (!isObject(info) || typeof info.name !== 'string' || info.name === '') return bad(`profile ${p.name}: clientInfo.name must be a string`);
    if (info.version !== null && typeof info.version !== 'string') bad(`profile ${p.name}: clientInfo.version must be a string or null`);
    if (!isObject(p.capabilities)) return bad(`profile ${p.name}: capabilities must be an object`);
    for (const key of Object.keys(p.capabilities)) if (!KNOWN_CAPABILITIES.has(key)) bad(`profile ${p.name}: unknown capability ${key}`);
    const clients = Array.isArray(p.clients) ? p.clients.filter((c): c is string => typeof c === 'string') : [];
    profiles.set(p.name, {
      name: p.name,
      title: typeof p.title === 'string' ? p.title : p.name,
      clients,
      clientInfo: { name: info.name, version: typeof info.version === 'string' ? info.version : ownVersion },
      capabilities: p.capabilities,
    });
  }
  const defaultName = typeof doc.default === 'string' ? doc.default : bad('default must name a profile');
  if (!profiles.has(defaultName)) bad(`default names no profile: ${defaultName}`);
  const owner = new Map<string, string>();
  for (const p of profiles.values()) {
    for (const c of p.clients) {
      if (owner.has(c)) bad(`client ${c} belongs to both ${owner.get(c)} and ${p.name}`);
      owner.set(c, p.name);
    }
  }
  return { version: doc.version as string, defaultName, profiles };
}

let cached: ProfileSet | undefined;

/** The shipped profiles (dist/src/connect/ → project root; src/connect/ when run from sources). */
export function loadProfiles(): ProfileSet {
  if (cached) return cached;
  let text: string | undefined;
  for (const rel of ['../../../profiles/clients.json', '../../profiles/clients.json']) {
    try {
      text = readFileSync(new URL(rel, import.meta.url), 'utf8');
      break;
    } catch {
      // try the next location
    }
  }
  if (text === undefined) throw new ProfileError('profiles/clients.json is missing from the installation');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ProfileError('profiles/clients.json is not valid JSON');
  }
  cached = parseProfiles(doc);
  return cached;
}

/** A profile by name; an unknown name lists the known ones. */
export function profileNamed(set: ProfileSet, name: string): ClientProfile {
  const p = set.profiles.get(name);
  if (!p) throw new ProfileError(`unknown profile ${JSON.stringify(name.slice(0, 60))}; known: ${[...set.profiles.keys()].join(', ')}`);
  return p;
}

/** The profile presented to a target of this client configuration (or of none: the default). */
export function profileForClient(set: ProfileSet, client: string | undefined): string {
  if (client !== undefined) for (const p of set.profiles.values()) if (p.clients.includes(client)) return p.name;
  return set.defaultName;
}

/** `--profiles a,b` or `all` → names, in the data file's order for `all`, each known. */
export function profileList(set: ProfileSet, value: string): string[] {
  const trimmed = value.trim();
  if (trimmed === 'all') return [...set.profiles.keys()];
  const names = trimmed.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) throw new ProfileError('--profiles needs profile names (a,b,…) or all');
  for (const n of names) profileNamed(set, n);
  return [...new Set(names)];
}
