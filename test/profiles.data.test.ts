/**
 * profiles/clients.json: the client identities a scan can present. Held to its JSON Schema (like the
 * heuristics data files) and to the loader's own checks, and every value names where it was read.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadProfiles, parseProfiles, profileForClient, profileList, profileNamed, ProfileError } from '../src/connect/profiles.js';
import { CLIENT_IDS } from '../src/connect/config/types.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = JSON.parse(readFileSync(`${root}profiles/clients.json`, 'utf8')) as { profiles: Array<Record<string, any>> } & Record<string, unknown>;
const schema = JSON.parse(readFileSync(`${root}profiles/schema/clients.schema.json`, 'utf8')) as object;
const require = createRequire(import.meta.url);
const Ajv = (require('ajv') as { default: new (o: object) => { compile(s: object): ((d: unknown) => boolean) & { errors?: unknown } } }).default;
const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schema);

test('profiles/clients.json holds to its JSON Schema, and a broken copy does not', () => {
  assert.equal(validate(doc), true, JSON.stringify(validate.errors));
  const broken = structuredClone(doc);
  broken.profiles[1]!.capabilities = { sampling: {}, tools: {} };
  assert.equal(validate(broken), false);
  const unsourced = structuredClone(doc);
  delete unsourced.profiles[2]!.source;
  assert.equal(validate(unsourced), false);
});

test('the shipped profiles: the plain sensor by default and one per supported client, each with its source', () => {
  const set = loadProfiles();
  assert.equal(set.defaultName, 'sensor');
  assert.deepEqual([...set.profiles.keys()], ['sensor', 'claude-desktop', 'claude-code', 'cursor', 'vscode', 'windsurf', 'gemini-cli']);
  assert.equal(profileNamed(set, 'sensor').clientInfo.name, 'mcp-schema-sentinel');
  assert.equal(profileNamed(set, 'claude-desktop').clientInfo.name, 'claude-ai');
  assert.equal(profileNamed(set, 'cursor').clientInfo.name, 'cursor-vscode');
  for (const p of doc.profiles) {
    if (p.name === 'sensor') continue;
    for (const what of ['clientInfo', 'capabilities']) assert.match(p.source[what], /https:\/\/github\.com\//, `${p.name}: source.${what} names where it was read`);
  }
});

test('every client configuration the sensor reads presents its own client, and an unknown one the default', () => {
  const set = loadProfiles();
  for (const c of CLIENT_IDS) assert.notEqual(profileForClient(set, c), 'sensor', c);
  assert.equal(profileForClient(set, 'gemini'), 'gemini-cli');
  assert.equal(profileForClient(set, 'vscode-insiders'), 'vscode');
  assert.equal(profileForClient(set, undefined), 'sensor');
});

test('--profiles takes names or all; an unknown name is one line that lists the known ones', () => {
  const set = loadProfiles();
  assert.equal(profileList(set, 'all').length, 7);
  assert.deepEqual(profileList(set, 'cursor, claude-code,cursor'), ['cursor', 'claude-code']);
  assert.throws(() => profileList(set, 'cursor,nobody'), (e: Error) => e instanceof ProfileError && /unknown profile "nobody"; known: sensor, /.test(e.message) && !e.message.includes('\n'));
  assert.throws(() => profileList(set, ' , '), ProfileError);
});

test('the loader refuses what the session could not honour: an unknown capability, a default that names nothing, a client claimed twice', () => {
  const bad = (mutate: (d: any) => void, re: RegExp) => {
    const d = structuredClone(doc) as any;
    mutate(d);
    assert.throws(() => parseProfiles(d, '9.9.9'), (e: Error) => e instanceof ProfileError && re.test(e.message));
  };
  bad((d) => (d.profiles[1].capabilities = { tools: {} }), /unknown capability tools/);
  bad((d) => (d.default = 'nobody'), /default names no profile/);
  bad((d) => d.profiles[2].clients.push('cursor'), /client cursor belongs to both/);
  bad((d) => d.profiles.push(structuredClone(d.profiles[0])), /defined twice/);
  // null version: the sensor's own package version.
  assert.equal(parseProfiles(structuredClone(doc), '9.9.9').profiles.get('sensor')!.clientInfo.version, '9.9.9');
});
