import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverConfigs, loadDiscovered, nodeDiscoveryIO } from '../src/connect/config/index.js';
import type { DiscoveryIO } from '../src/connect/config/index.js';
import { decodeText } from '../src/connect/config/node-io.js';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/config/', import.meta.url));

/** A temporary folder holding a fake user's files; removed after the test. */
function tempTree(t: { after(fn: () => void): void }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sentinel-config-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

function place(fixture: string, dest: string): void {
  mkdirSync(path.dirname(dest), { recursive: true });
  copyFileSync(path.join(FIXTURES, fixture), dest);
}

/**
 * Discovery for `platform` over the real temp tree. On win32 the sensor builds backslash paths;
 * this machine's file system wants slashes, so the fake translates (the tree itself is the same).
 */
function io(platform: NodeJS.Platform, env: Record<string, string | undefined>, homedir = '/nonexistent-home'): DiscoveryIO {
  const local = (p: string) => (platform === 'win32' ? p.replace(/\\/g, '/') : p);
  return {
    env,
    platform,
    homedir,
    exists: (p) => existsSync(local(p)) && statSync(local(p)).isFile(),
    readFile: (p) => readFileSync(local(p), 'utf8'),
  };
}

const TOKENS = { GITHUB_TOKEN: 'ghp_TESTTOKEN0000', SENTRY_TOKEN: 'sntrys_TEST', LINEAR_API_KEY: 'lin_TEST', DATABASE_URL: 'postgresql://db', CONTEXT7_API_KEY: 'c7', DB_CONNECTION_STRING: 'pg://x', EXTERNAL_API_KEY: 'e', HTTPS_PROXY: '' };

test('linux: XDG_CONFIG_HOME for Claude Desktop and VS Code, HOME for the rest; every file read with <client>/<key> ids', (t) => {
  const root = tempTree(t);
  const home = path.join(root, 'home');
  const xdg = path.join(root, 'xdg');
  place('claude_desktop_config.json', path.join(xdg, 'Claude', 'claude_desktop_config.json'));
  place('claude-code.claude.json', path.join(home, '.claude.json'));
  place('cursor-mcp.json', path.join(home, '.cursor', 'mcp.json'));
  place('windsurf-mcp_config.json', path.join(home, '.codeium', 'windsurf', 'mcp_config.json'));
  place('gemini-settings.json', path.join(home, '.gemini', 'settings.json'));
  place('vscode-mcp.json', path.join(xdg, 'Code', 'User', 'mcp.json'));
  place('vscode-settings.json', path.join(xdg, 'Code', 'User', 'settings.json'));
  // A decoy where the XDG default would be: must not be read while XDG_CONFIG_HOME is set.
  place('vscode-settings.json', path.join(home, '.config', 'Code', 'User', 'mcp.json'));

  const env = { HOME: home, XDG_CONFIG_HOME: xdg, ...TOKENS };
  assert.deepEqual(discoverConfigs(io('linux', env)), [
    { client: 'claude-desktop', path: path.join(xdg, 'Claude/claude_desktop_config.json'), exists: true },
    { client: 'claude-code', path: path.join(home, '.claude.json'), exists: true },
    { client: 'cursor', path: path.join(home, '.cursor/mcp.json'), exists: true },
    { client: 'windsurf', path: path.join(home, '.codeium/windsurf/mcp_config.json'), exists: true },
    { client: 'gemini', path: path.join(home, '.gemini/settings.json'), exists: true },
    { client: 'vscode', path: path.join(xdg, 'Code/User/mcp.json'), exists: true },
    { client: 'vscode', path: path.join(xdg, 'Code/User/settings.json'), exists: true },
    { client: 'vscode-insiders', path: path.join(xdg, 'Code - Insiders/User/mcp.json'), exists: false },
    { client: 'vscode-insiders', path: path.join(xdg, 'Code - Insiders/User/settings.json'), exists: false },
  ]);

  const loaded = loadDiscovered(io('linux', env));
  assert.deepEqual(loaded.errors, []);
  assert.deepEqual(loaded.filesRead, [
    path.join(xdg, 'Claude/claude_desktop_config.json'),
    path.join(home, '.claude.json'),
    path.join(home, '.cursor/mcp.json'),
    path.join(home, '.codeium/windsurf/mcp_config.json'),
    path.join(home, '.gemini/settings.json'),
    path.join(xdg, 'Code/User/mcp.json'),
    path.join(xdg, 'Code/User/settings.json'),
  ]);
  assert.deepEqual(
    loaded.targets.map((x) => `${x.kind} ${x.id}`),
    [
      'stdio claude-desktop/filesystem',
      'stdio claude-desktop/github',
      'stdio claude-desktop/sqlite',
      'http claude-code/sentry',
      'http claude-code/context7',
      'stdio claude-code/everything',
      'stdio claude-code/postgres@/home/ana/src/shop',
      'stdio claude-code/everything@/home/ana/src/shop',
      'stdio cursor/memory',
      'http cursor/linear',
      'stdio cursor/postgres',
      'http windsurf/context7',
      'http windsurf/figma',
      'stdio windsurf/git',
      'http gemini/github',
      'http gemini/events',
      'http gemini/docs',
      'stdio gemini/python-tools',
      'stdio vscode/memory',
      'invalid vscode/github',
      'http vscode/legacy-sse',
      'stdio vscode/fetch',
      'http vscode/remote-auto',
      'stdio vscode/time',
    ],
  );
  // The client's own semantics apply: Gemini's `url` is SSE and its bare $VAR expands;
  // ${userHome} is the HOME discovery used.
  assert.deepEqual(loaded.targets.find((x) => x.id === 'gemini/events'), {
    kind: 'http',
    id: 'gemini/events',
    url: 'http://127.0.0.1:8080/sse',
    headers: {},
    transport: 'sse',
  });
  assert.deepEqual(loaded.targets.find((x) => x.id === 'gemini/github'), {
    kind: 'http',
    id: 'gemini/github',
    url: 'https://api.githubcopilot.com/mcp/',
    headers: { Authorization: 'Bearer ghp_TESTTOKEN0000' },
    transport: 'http',
  });
  assert.deepEqual(loaded.targets.find((x) => x.id === 'cursor/memory'), {
    kind: 'stdio',
    id: 'cursor/memory',
    command: 'npx',
    args: ['-y', '@modelcontextprotocol/server-memory'],
    env: { MEMORY_FILE_PATH: `${home}/.cursor/memory.jsonl` },
  });
  assert.deepEqual(loaded.targets.find((x) => x.id === 'vscode/github'), {
    kind: 'invalid',
    id: 'vscode/github',
    reason: 'needs interactive input ${input:github-pat}',
    interactive: true,
  });
});

test('linux: without XDG_CONFIG_HOME (or with a relative one) the app data folder is ~/.config', (t) => {
  const root = tempTree(t);
  const home = path.join(root, 'home');
  place('vscode-settings.json', path.join(home, '.config', 'Code', 'User', 'settings.json'));
  for (const xdg of [undefined, '', 'relative/xdg']) {
    const loaded = loadDiscovered(io('linux', { HOME: home, XDG_CONFIG_HOME: xdg }));
    assert.deepEqual(loaded.filesRead, [path.join(home, '.config/Code/User/settings.json')], String(xdg));
    assert.deepEqual(loaded.targets.map((x) => x.id), ['vscode/time']);
  }
});

test('linux: with HOME unset the OS home folder is used; a missing file is not an error', (t) => {
  const root = tempTree(t);
  place('cursor-mcp.json', path.join(root, '.cursor', 'mcp.json'));
  const loaded = loadDiscovered(io('linux', { ...TOKENS }, root));
  assert.deepEqual(loaded.filesRead, [path.join(root, '.cursor/mcp.json')]);
  assert.deepEqual(loaded.errors, []);
  assert.deepEqual(loaded.targets.map((x) => x.id), ['cursor/memory', 'cursor/linear', 'cursor/postgres']);
  // nothing at all: no targets, no files, no errors
  const empty = tempTree(t);
  assert.deepEqual(loadDiscovered(io('linux', { HOME: empty })), { targets: [], filesRead: [], errors: [] });
});

test('darwin: ~/Library/Application Support for Claude Desktop and VS Code; XDG_CONFIG_HOME is not a macOS thing', (t) => {
  const root = tempTree(t);
  const home = path.join(root, 'Users', 'ana');
  const support = path.join(home, 'Library', 'Application Support');
  place('claude_desktop_config.json', path.join(support, 'Claude', 'claude_desktop_config.json'));
  place('vscode-mcp.json', path.join(support, 'Code - Insiders', 'User', 'mcp.json'));
  place('windsurf-mcp_config.json', path.join(home, '.codeium', 'windsurf', 'mcp_config.json'));
  place('vscode-settings.json', path.join(root, 'xdg', 'Code', 'User', 'settings.json')); // decoy

  const found = discoverConfigs(io('darwin', { HOME: home, XDG_CONFIG_HOME: path.join(root, 'xdg') }));
  assert.deepEqual(
    found.map((f) => [f.client, f.path, f.exists]),
    [
      ['claude-desktop', path.join(support, 'Claude/claude_desktop_config.json'), true],
      ['claude-code', path.join(home, '.claude.json'), false],
      ['cursor', path.join(home, '.cursor/mcp.json'), false],
      ['windsurf', path.join(home, '.codeium/windsurf/mcp_config.json'), true],
      ['gemini', path.join(home, '.gemini/settings.json'), false],
      ['vscode', path.join(support, 'Code/User/mcp.json'), false],
      ['vscode', path.join(support, 'Code/User/settings.json'), false],
      ['vscode-insiders', path.join(support, 'Code - Insiders/User/mcp.json'), true],
      ['vscode-insiders', path.join(support, 'Code - Insiders/User/settings.json'), false],
    ],
  );
  const loaded = loadDiscovered(io('darwin', { HOME: home, GITHUB_TOKEN: 't', CONTEXT7_API_KEY: 'c', HTTPS_PROXY: 'http://proxy:3128' }));
  assert.deepEqual(loaded.targets.map((x) => x.id), [
    'claude-desktop/filesystem',
    'claude-desktop/github',
    'claude-desktop/sqlite',
    'windsurf/context7',
    'windsurf/figma',
    'windsurf/git',
    'vscode-insiders/memory',
    'vscode-insiders/github',
    'vscode-insiders/legacy-sse',
    'vscode-insiders/fetch',
    'vscode-insiders/remote-auto',
  ]);
});

test('win32: %APPDATA% for Claude Desktop and VS Code, %USERPROFILE% for the rest, backslash paths', (t) => {
  const root = tempTree(t);
  const profile = path.join(root, 'Users', 'ana');
  const appData = path.join(root, 'Roaming');
  place('claude_desktop_config.json', path.join(appData, 'Claude', 'claude_desktop_config.json'));
  place('vscode-mcp.json', path.join(appData, 'Code', 'User', 'mcp.json'));
  place('gemini-settings.json', path.join(profile, '.gemini', 'settings.json'));
  place('claude-code.claude.json', path.join(profile, '.claude.json'));
  place('cursor-mcp.json', path.join(root, 'home-decoy', '.cursor', 'mcp.json')); // $HOME loses to %USERPROFILE%

  const win = (p: string) => p.replace(/\//g, '\\');
  const env = { USERPROFILE: profile, APPDATA: appData, HOME: path.join(root, 'home-decoy'), ...TOKENS };
  const found = discoverConfigs(io('win32', env));
  assert.deepEqual(
    found.map((f) => [f.client, f.path, f.exists]),
    [
      ['claude-desktop', win(`${appData}/Claude/claude_desktop_config.json`), true],
      ['claude-code', win(`${profile}/.claude.json`), true],
      ['cursor', win(`${profile}/.cursor/mcp.json`), false],
      ['windsurf', win(`${profile}/.codeium/windsurf/mcp_config.json`), false],
      ['gemini', win(`${profile}/.gemini/settings.json`), true],
      ['vscode', win(`${appData}/Code/User/mcp.json`), true],
      ['vscode', win(`${appData}/Code/User/settings.json`), false],
      ['vscode-insiders', win(`${appData}/Code - Insiders/User/mcp.json`), false],
      ['vscode-insiders', win(`${appData}/Code - Insiders/User/settings.json`), false],
    ],
  );
  assert.ok(found.every((f) => !f.path.includes('/')), 'win32 paths use backslashes');
  const loaded = loadDiscovered(io('win32', env));
  assert.deepEqual(loaded.errors, []);
  assert.equal(loaded.filesRead.length, 4);
  // a Gemini file found on Windows keeps Gemini's semantics
  assert.equal(loaded.targets.find((x) => x.id === 'gemini/events')?.kind, 'http');
  assert.deepEqual(loaded.targets.find((x) => x.id === 'gemini/events'), {
    kind: 'http',
    id: 'gemini/events',
    url: 'http://127.0.0.1:8080/sse',
    headers: {},
    transport: 'sse',
  });

  // APPDATA unset: %USERPROFILE%\AppData\Roaming
  const noAppData = discoverConfigs(io('win32', { USERPROFILE: profile }));
  assert.equal(noAppData[0]!.path, win(`${profile}/AppData/Roaming/Claude/claude_desktop_config.json`));
});

test('CLAUDE_CONFIG_DIR moves Claude Code’s file, as Claude Code does', (t) => {
  const root = tempTree(t);
  const home = path.join(root, 'home');
  const alt = path.join(root, 'claude-work');
  place('claude-code.claude.json', path.join(alt, '.claude.json'));
  place('cursor-mcp.json', path.join(home, '.claude.json')); // not read while CLAUDE_CONFIG_DIR is set
  const loaded = loadDiscovered(io('linux', { HOME: home, CLAUDE_CONFIG_DIR: alt, ...TOKENS }));
  assert.deepEqual(loaded.filesRead, [path.join(alt, '.claude.json')]);
  assert.equal(loaded.targets.length, 5);
});

test('a broken or unreadable file is reported and the others are still read', (t) => {
  const root = tempTree(t);
  const home = path.join(root, 'home');
  place('not-json.json', path.join(home, '.cursor', 'mcp.json'));
  place('windsurf-mcp_config.json', path.join(home, '.codeium', 'windsurf', 'mcp_config.json'));
  place('gemini-settings.json', path.join(home, '.gemini', 'settings.json'));
  const base = io('linux', { HOME: home, ...TOKENS });
  const gemini = path.join(home, '.gemini', 'settings.json');
  const flaky: DiscoveryIO = {
    ...base,
    readFile: (p) => {
      if (p === gemini) throw Object.assign(new Error(`EACCES: permission denied, open '${p}'`), { code: 'EACCES' });
      return base.readFile(p);
    },
  };
  const cursor = path.join(home, '.cursor', 'mcp.json');
  const loaded = loadDiscovered(flaky);
  assert.deepEqual(loaded.errors, [
    { path: cursor, message: `${cursor}: not valid JSON: expected ',' or '}' after a property value, found '"' at line 4, column 5` },
    { path: gemini, message: `${gemini}: cannot read: EACCES` },
  ]);
  assert.deepEqual(loaded.filesRead, [cursor, path.join(home, '.codeium/windsurf/mcp_config.json')]);
  assert.deepEqual(loaded.targets.map((x) => x.id), ['windsurf/context7', 'windsurf/figma', 'windsurf/git']);
});

test('VS Code mcp.json and settings.json: an identical copy is dropped, a different one is an error and the first wins', (t) => {
  const root = tempTree(t);
  const user = path.join(root, 'xdg', 'Code', 'User');
  mkdirSync(user, { recursive: true });
  writeFileSync(
    path.join(user, 'mcp.json'),
    JSON.stringify({ servers: { time: { command: 'uvx', args: ['mcp-server-time'] }, memory: { command: 'npx', args: ['-y', 'm'] } } }),
  );
  writeFileSync(
    path.join(user, 'settings.json'),
    // same `time` (keys in another order), a different `memory`
    JSON.stringify({ mcp: { servers: { time: { args: ['mcp-server-time'], command: 'uvx' }, memory: { command: 'node', args: ['evil.js'] } } } }),
  );
  const loaded = loadDiscovered(io('linux', { HOME: path.join(root, 'home'), XDG_CONFIG_HOME: path.join(root, 'xdg') }));
  assert.deepEqual(loaded.targets, [
    { kind: 'stdio', id: 'vscode/time', command: 'uvx', args: ['mcp-server-time'], env: {} },
    { kind: 'stdio', id: 'vscode/memory', command: 'npx', args: ['-y', 'm'], env: {} },
  ]);
  const settings = path.join(user, 'settings.json');
  assert.deepEqual(loaded.errors, [
    {
      path: settings,
      message: `${settings}: server "vscode/memory" is also defined in ${path.join(user, 'mcp.json')} with different settings; that one is scanned`,
    },
  ]);
});

test('expansion uses the env given to loadDiscovered, not only the one used to find files', (t) => {
  const root = tempTree(t);
  place('claude_desktop_config.json', path.join(root, '.config', 'Claude', 'claude_desktop_config.json'));
  const finder = io('linux', { HOME: root });
  const without = loadDiscovered(finder);
  assert.deepEqual(without.targets.find((x) => x.id === 'claude-desktop/github'), {
    kind: 'invalid',
    id: 'claude-desktop/github',
    reason: 'environment variable GITHUB_TOKEN is not set',
  });
  const withToken = loadDiscovered(finder, { GITHUB_TOKEN: 'ghp_X' });
  assert.equal(withToken.targets.find((x) => x.id === 'claude-desktop/github')?.kind, 'stdio');
});

test('nodeDiscoveryIO reads the real file system: a folder where a file is expected does not count', (t) => {
  const root = tempTree(t);
  place('windsurf-mcp_config.json', path.join(root, '.codeium', 'windsurf', 'mcp_config.json'));
  mkdirSync(path.join(root, '.cursor', 'mcp.json'), { recursive: true });
  const real = nodeDiscoveryIO({ HOME: root, XDG_CONFIG_HOME: path.join(root, 'xdg'), CONTEXT7_API_KEY: 'k' }, 'linux');
  const loaded = loadDiscovered(real);
  assert.deepEqual(loaded.filesRead, [path.join(root, '.codeium/windsurf/mcp_config.json')]);
  assert.deepEqual(loaded.errors, []);
  assert.deepEqual(loaded.targets.map((x) => x.id), ['windsurf/context7', 'windsurf/figma', 'windsurf/git']);
});

test('a UTF-16 file saved by a Windows editor decodes like its UTF-8 twin', () => {
  const text = readFileSync(path.join(FIXTURES, 'vscode-settings.json'), 'utf8');
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  const be = Buffer.from(le);
  be.swap16(); // byte order mark and text swapped together: FE FF, then big-endian units
  assert.equal(decodeText(le), text);
  assert.equal(decodeText(be), text);
  assert.equal(decodeText(Buffer.from(text, 'utf8')), text);
  assert.equal(decodeText(Buffer.from([0xfe, 0xff, 0x00])), ''); // odd length: the dangling byte is dropped
});
