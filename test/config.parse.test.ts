import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Target } from '../src/model.js';
import { ConfigError, inferClient, loadConfigFile, parseConfig } from '../src/connect/config/index.js';
import type { ClientId } from '../src/connect/config/index.js';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/config/', import.meta.url));

/** The operator's environment in these tests; values are fake and recognisable. */
const ENV = {
  HOME: '/home/ana',
  GITHUB_TOKEN: 'ghp_TESTTOKEN0000',
  LINEAR_API_KEY: 'lin_api_TEST',
  DATABASE_URL: 'postgresql://ana@localhost/shop',
  CONTEXT7_API_KEY: 'ctx7_TEST',
  SENTRY_TOKEN: 'sntrys_TEST',
  DB_CONNECTION_STRING: 'postgresql://db/prod',
  EXTERNAL_API_KEY: 'ext_TEST',
  HTTPS_PROXY: '',
  TOOLS_DIR: '/opt/tools',
  API_TOKEN: 'tok_TEST',
  REGION: 'eu-south-2',
  EMPTY_VAR: '',
  API_HOST: 'api.example.com',
  TENANT: 'acme',
};

function fixture(name: string, client?: ClientId, env: Record<string, string | undefined> = ENV, at?: string): Target[] {
  const path = join(FIXTURES, name);
  return parseConfig(readFileSync(path, 'utf8'), { path: at ?? path, ...(client ? { client } : {}) }, env);
}


test('Claude Desktop: stdio entries with args, env and cwd; the disabled entry is left out', () => {
  assert.deepEqual(fixture('claude_desktop_config.json', 'claude-desktop'), [
    {
      kind: 'stdio',
      id: 'filesystem',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/ana/Documents', '/Users/ana/Desktop'],
      env: {},
    },
    {
      kind: 'stdio',
      id: 'github',
      command: 'docker',
      args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server'],
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'ghp_TESTTOKEN0000' },
    },
    {
      kind: 'stdio',
      id: 'sqlite',
      command: 'uvx',
      args: ['mcp-server-sqlite', '--db-path', '/Users/ana/data/shop.db'],
      env: {},
      cwd: '/Users/ana/data',
    },
  ]);
});

test('Cursor: url with headers (transport auto), ${env:VAR} and ${userHome}', () => {
  assert.deepEqual(fixture('cursor-mcp.json', undefined, ENV, '/home/ana/.cursor/mcp.json'), [
    {
      kind: 'stdio',
      id: 'memory',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-memory'],
      env: { MEMORY_FILE_PATH: '/home/ana/.cursor/memory.jsonl' },
    },
    {
      kind: 'http',
      id: 'linear',
      url: 'https://mcp.linear.app/mcp',
      headers: { Authorization: 'Bearer lin_api_TEST' },
      transport: 'auto',
    },
    {
      kind: 'stdio',
      id: 'postgres',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-postgres', 'postgresql://ana@localhost/shop'],
      env: {},
      // What a variable brought is shown as its placeholder in history and output, never its value.
      shown: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-postgres', '${env:DATABASE_URL}'] },
      expanded: [{ written: '${env:DATABASE_URL}', value: 'postgresql://ana@localhost/shop' }],
    },
  ]);
});

test('Windsurf: serverUrl (auto, or sse when typed); disabled:false is kept, disabled:true skipped even when broken', () => {
  assert.deepEqual(fixture('windsurf-mcp_config.json', 'windsurf'), [
    {
      kind: 'http',
      id: 'context7',
      url: 'https://mcp.context7.com/mcp',
      headers: { CONTEXT7_API_KEY: 'ctx7_TEST' },
      transport: 'auto',
    },
    { kind: 'http', id: 'figma', url: 'http://127.0.0.1:3845/sse', headers: {}, transport: 'sse' },
    { kind: 'stdio', id: 'git', command: 'uvx', args: ['mcp-server-git', '--repository', '/home/ana/src/shop'], env: {} },
  ]);
});

test('Claude Code ~/.claude.json: top-level servers, then per-project ones as <key>@<projectPath>', () => {
  assert.deepEqual(fixture('claude-code.claude.json', 'claude-code'), [
    {
      kind: 'http',
      id: 'sentry',
      url: 'https://mcp.sentry.dev/mcp',
      headers: { Authorization: 'Bearer sntrys_TEST' },
      transport: 'http',
    },
    { kind: 'http', id: 'context7', url: 'https://mcp.context7.com/sse', headers: {}, transport: 'sse' },
    { kind: 'stdio', id: 'everything', command: 'npx', args: ['-y', '@modelcontextprotocol/server-everything'], env: {} },
    {
      kind: 'stdio',
      id: 'postgres@/home/ana/src/shop',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-postgres', 'postgresql://localhost:5432/shop'],
      env: {},
    },
    {
      kind: 'stdio',
      id: 'everything@/home/ana/src/shop',
      command: 'node',
      args: ['/home/ana/src/shop/tools/mcp-everything.js'],
      env: {},
    },
  ]);
});

test('ids take the prefix --discover gives them', () => {
  const path = join(FIXTURES, 'claude-code.claude.json');
  const ids = parseConfig(readFileSync(path, 'utf8'), { path, client: 'claude-code' }, ENV, { idPrefix: 'claude-code/' }).map((t) => t.id);
  assert.deepEqual(ids, [
    'claude-code/sentry',
    'claude-code/context7',
    'claude-code/everything',
    'claude-code/postgres@/home/ana/src/shop',
    'claude-code/everything@/home/ana/src/shop',
  ]);
});

test('Gemini CLI: httpUrl is Streamable HTTP, url is SSE, httpUrl wins over url, bare $VAR expands', () => {
  assert.deepEqual(fixture('gemini-settings.json', 'gemini'), [
    {
      kind: 'http',
      id: 'github',
      url: 'https://api.githubcopilot.com/mcp/',
      headers: { Authorization: 'Bearer ghp_TESTTOKEN0000' },
      transport: 'http',
    },
    { kind: 'http', id: 'events', url: 'http://127.0.0.1:8080/sse', headers: {}, transport: 'sse' },
    { kind: 'http', id: 'docs', url: 'https://docs.example.com/mcp', headers: {}, transport: 'http' },
    {
      kind: 'stdio',
      id: 'python-tools',
      command: 'python',
      // an unset bare $VAR stays as written, as Gemini CLI leaves it
      args: ['-m', 'my_mcp_server', '--port', '8080', '--home', '$NOT_SET_ANYWHERE'],
      env: { DATABASE_URL: 'postgresql://db/prod', API_KEY: 'ext_TEST' },
      cwd: './mcp-servers/python',
    },
  ]);
});

test('a Gemini file is recognised by its path; elsewhere `url` is auto and bare $VAR is literal', () => {
  const geminiByPath = fixture('gemini-settings.json', undefined, ENV, '/home/ana/.gemini/settings.json');
  assert.deepEqual(geminiByPath, fixture('gemini-settings.json', 'gemini'));

  const generic = fixture('gemini-settings.json', undefined, ENV, '/tmp/some-config.json');
  assert.deepEqual(generic.find((t) => t.id === 'events'), {
    kind: 'http',
    id: 'events',
    url: 'http://127.0.0.1:8080/sse',
    headers: {},
    transport: 'auto',
  });
  assert.deepEqual(generic.find((t) => t.id === 'github'), {
    kind: 'http',
    id: 'github',
    url: 'https://api.githubcopilot.com/mcp/',
    headers: { Authorization: 'Bearer $GITHUB_TOKEN' },
    transport: 'http',
  });
});

test('VS Code mcp.json: servers with type, comments and trailing commas, ${input:…} is invalid', () => {
  assert.deepEqual(fixture('vscode-mcp.json', 'vscode'), [
    { kind: 'stdio', id: 'memory', command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'], env: {} },
    { kind: 'invalid', id: 'github', reason: 'needs interactive input ${input:github-pat}', interactive: true },
    { kind: 'http', id: 'legacy-sse', url: 'http://localhost:3001/sse', headers: {}, transport: 'sse' },
    // HTTPS_PROXY is set but empty: that is a value, not a missing variable
    { kind: 'stdio', id: 'fetch', command: 'uvx', args: ['mcp-server-fetch'], env: { HTTPS_PROXY: '' } },
    { kind: 'http', id: 'remote-auto', url: 'https://mcp.example.org/mcp', headers: {}, transport: 'auto' },
  ]);
});

test('VS Code settings.json: the mcp.servers section', () => {
  assert.deepEqual(fixture('vscode-settings.json', 'vscode'), [
    { kind: 'stdio', id: 'time', command: 'uvx', args: ['mcp-server-time', '--local-timezone=Europe/Madrid'], env: {} },
  ]);
});

test('a workspace .vscode/mcp.json resolves ${workspaceFolder} and ${workspaceFolderBasename}', () => {
  const ws = join(FIXTURES, 'workspace');
  assert.deepEqual(fixture('workspace/.vscode/mcp.json'), [
    {
      kind: 'stdio',
      id: 'filesystem',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-filesystem', ws],
      env: {},
      cwd: join(ws, 'tools'),
    },
    { kind: 'stdio', id: 'named', command: 'node', args: ['workspace.js'], env: {} },
  ]);
  // The same file outside a workspace folder: the client alone knows the folder.
  assert.deepEqual(fixture('workspace/.vscode/mcp.json', 'vscode', ENV, '/home/ana/.config/Code/User/mcp.json'), [
    { kind: 'invalid', id: 'filesystem', reason: 'uses ${workspaceFolder}, which only the client can resolve' },
    { kind: 'invalid', id: 'named', reason: 'uses ${workspaceFolderBasename}, which only the client can resolve' },
  ]);
});

test('comments and trailing commas anywhere; // and /* inside strings are kept', () => {
  assert.deepEqual(fixture('jsonc-tricky.json'), [
    {
      kind: 'stdio',
      id: 'tricky',
      command: 'node',
      args: ['--url=http://example.com/x', '/* not a comment */', 'quote " and backslash \\ and // again', 'tab\tand unicode é'],
      env: { A: '1' },
    },
  ]);
});

test('${VAR}, ${env:VAR} and ${VAR:-default} expand in command, args, env, cwd, url and headers; unset ones make the entry invalid', () => {
  assert.deepEqual(fixture('env-expansion.json'), [
    {
      kind: 'stdio',
      id: 'both-syntaxes',
      command: '/opt/tools/bin/server',
      args: ['--token', 'tok_TEST', '--region=eu-south-2', 'literal $REGION stays', 'eu-south-2eu-south-2'],
      env: { TOKEN: 'tok_TEST', EMPTY: '' },
      cwd: '/opt/tools',
      shown: { command: '${TOOLS_DIR}/bin/server', args: ['--token', '${env:API_TOKEN}', '--region=${REGION}', 'literal $REGION stays', '${REGION}${REGION}'] },
      expanded: [
        { written: '${TOOLS_DIR}', value: '/opt/tools' },
        { written: '${env:API_TOKEN}', value: 'tok_TEST' },
        { written: '${REGION}', value: 'eu-south-2' },
        { written: '${REGION}', value: 'eu-south-2' },
        { written: '${REGION}', value: 'eu-south-2' },
        { written: '${env:TOOLS_DIR}', value: '/opt/tools' },
      ],
    },
    {
      kind: 'http',
      id: 'remote',
      url: 'https://api.example.com/mcp?tenant=acme',
      headers: { Authorization: 'Bearer tok_TEST', 'X-Static': 'static' },
      transport: 'auto',
      expanded: [
        { written: '${API_HOST}', value: 'api.example.com' },
        { written: '${env:TENANT}', value: 'acme' },
      ],
    },
    {
      kind: 'stdio',
      id: 'defaults',
      command: 'server',
      args: ['--port=8080', '--region=eu-south-2', '--mode=safe'],
      env: {},
      // A default is the file's own text; a value from the environment is not.
      shown: { command: 'server', args: ['--port=8080', '--region=${REGION:-eu-west-1}', '--mode=safe'] },
      expanded: [{ written: '${REGION:-eu-west-1}', value: 'eu-south-2' }],
    },
    { kind: 'invalid', id: 'missing-one', reason: 'environment variable MISSING_KEY is not set' },
    { kind: 'invalid', id: 'missing-two', reason: 'environment variables MISSING_HOST, MISSING_TOKEN are not set' },
    {
      kind: 'invalid',
      id: 'input-and-missing',
      reason: 'needs interactive input ${input:password}; environment variable MISSING_KEY is not set',
      interactive: true,
    },
    {
      kind: 'invalid',
      id: 'client-only',
      reason: 'uses ${command:pickFolder}, ${workspaceFolder}, which only the client can resolve',
    },
  ]);
});

test('the environment decides: a variable set later turns an invalid entry into a target', () => {
  const withKey = fixture('env-expansion.json', undefined, { ...ENV, MISSING_KEY: 'k', PORT: '9090' });
  assert.deepEqual(withKey.find((t) => t.id === 'missing-one'), {
    kind: 'stdio',
    id: 'missing-one',
    command: 'server',
    args: [],
    env: { KEY: 'k' },
  });
  assert.deepEqual(withKey.find((t) => t.id === 'defaults'), {
    kind: 'stdio',
    id: 'defaults',
    command: 'server',
    args: ['--port=9090', '--region=eu-south-2', '--mode=safe'],
    env: {},
    shown: { command: 'server', args: ['--port=${PORT:-8080}', '--region=${REGION:-eu-west-1}', '--mode=safe'] },
    expanded: [
      { written: '${PORT:-8080}', value: '9090' },
      { written: '${REGION:-eu-west-1}', value: 'eu-south-2' },
    ],
  });
  // Names that exist on Object.prototype are not variables.
  const proto = parseConfig('{"mcpServers": {"p": {"command": "${toString}", "args": ["${env:constructor}"]}}}', { path: 'p.json' }, {});
  assert.deepEqual(proto, [{ kind: 'invalid', id: 'p', reason: 'environment variables toString, constructor are not set' }]);
});

test('malformed entries become invalid targets with a one-line reason and no secret', () => {
  const targets = fixture('malformed-entries.json');
  assert.deepEqual(targets, [
    { kind: 'stdio', id: 'ok', command: 'node', args: ['server.js'], env: {} },
    { kind: 'invalid', id: 'nothing', reason: 'has neither command nor url' },
    { kind: 'invalid', id: 'args-string', reason: 'args must be an array of strings' },
    { kind: 'invalid', id: 'args-number', reason: 'args must be an array of strings' },
    { kind: 'invalid', id: 'env-number', reason: 'env value of PORT must be a string' },
    { kind: 'invalid', id: 'command-array', reason: 'command must be a string' },
    { kind: 'invalid', id: 'command-empty', reason: 'command is empty' },
    { kind: 'invalid', id: 'ftp-url', reason: 'url is not an http(s) URL' },
    { kind: 'invalid', id: 'not-a-url', reason: 'serverUrl is not an http(s) URL' },
    { kind: 'invalid', id: 'weird-type', reason: 'unsupported type "websocket"' },
    { kind: 'invalid', id: 'type-number', reason: 'type must be a string' },
    { kind: 'invalid', id: 'stdio-without-command', reason: 'type "stdio" needs a command' },
    { kind: 'invalid', id: 'http-without-url', reason: 'type "http" needs a url' },
    { kind: 'invalid', id: 'both', reason: 'has both command and url; add "type" to say which' },
    { kind: 'invalid', id: 'string-entry', reason: 'entry is not an object' },
    { kind: 'invalid', id: 'null-entry', reason: 'entry is not an object' },
    { kind: 'invalid', id: 'headers-array', reason: 'headers must be an object' },
    { kind: 'invalid', id: 'header-bool', reason: 'headers value of X-Debug must be a string' },
    { kind: 'invalid', id: 'cwd-number', reason: 'cwd must be a string' },
    { kind: 'stdio', id: 'null-fields', command: 'node', args: [], env: {} },
    { kind: 'http', id: 'streamable', url: 'https://example.com/mcp', headers: {}, transport: 'http' },
  ]);
  for (const t of targets) {
    if (t.kind !== 'invalid') continue;
    assert.doesNotMatch(t.reason, /sk-live|\n/, t.id);
  }
});

test('a reason never carries the value of a variable or a header', () => {
  const text = JSON.stringify({
    mcpServers: {
      a: { url: 'ftp://${API_TOKEN}@example.com/', headers: { Authorization: 'Bearer ${API_TOKEN}' } },
      b: { command: 'x', env: { SECRET: 'hunter2-literal' }, args: ['${input:pw}'] },
    },
  });
  const targets = parseConfig(text, { path: 'c.json' }, ENV);
  assert.deepEqual(targets, [
    { kind: 'invalid', id: 'a', reason: 'url is not an http(s) URL' },
    { kind: 'invalid', id: 'b', reason: 'needs interactive input ${input:pw}', interactive: true },
  ]);
});

test('a file that is not JSON is a ConfigError naming the file, the problem, the line and the column', () => {
  const path = join(FIXTURES, 'not-json.json');
  assert.throws(() => fixture('not-json.json'), ConfigError);
  assert.throws(() => fixture('not-json.json'), {
    name: 'ConfigError',
    message: `${path}: not valid JSON: expected ',' or '}' after a property value, found '"' at line 4, column 5`,
    path,
  });
});

test('a document or a section of the wrong shape is a ConfigError; an empty file holds no servers', () => {
  const dir = FIXTURES;
  const cases: Array<[() => unknown, string]> = [
    [() => fixture('top-level-array.json'), `${join(dir, 'top-level-array.json')}: expected a JSON object at the top level`],
    [() => fixture('section-not-object.json'), `${join(dir, 'section-not-object.json')}: mcpServers must be an object`],
    [() => fixture('duplicate-id.json'), `${join(dir, 'duplicate-id.json')}: server "x" is defined twice with different settings`],
    [
      () => parseConfig('{"projects": {"/p": {"mcpServers": []}}}', { path: 'c.json' }, {}),
      'c.json: projects["/p"].mcpServers must be an object',
    ],
    [() => parseConfig('{"servers": {" ": {"command": "node"}}}', { path: 'c.json' }, {}), 'c.json: servers has a server with an empty name'],
  ];
  for (const [fn, message] of cases) {
    assert.throws(fn, ConfigError);
    assert.throws(fn, { message });
  }
  assert.deepEqual(parseConfig(' \n\t', { path: 'empty.json' }, {}), []);
  assert.deepEqual(parseConfig('{"theme": "dark"}', { path: 'none.json' }, {}), []);
  // the same server written identically in two sections is one target
  assert.deepEqual(parseConfig('{"mcpServers": {"x": {"command": "n"}}, "servers": {"x": {"command": "n"}}}', { path: 'c.json' }, {}), [
    { kind: 'stdio', id: 'x', command: 'n', args: [], env: {} },
  ]);
});

test('loadConfigFile: an unreadable file is a ConfigError with the reason code', () => {
  const io = {
    readFile(): string {
      throw Object.assign(new Error("ENOENT: no such file or directory, open '/nope.json'"), { code: 'ENOENT' });
    },
  };
  assert.throws(() => loadConfigFile(io, { path: '/nope.json' }, {}), { name: 'ConfigError', message: '/nope.json: cannot read: ENOENT' });
  const ok = { readFile: () => '{"servers": {"s": {"type": "sse", "url": "http://127.0.0.1:9/sse"}}}' };
  assert.deepEqual(loadConfigFile(ok, { path: '/x/mcp.json' }, {}, { idPrefix: 'p/' }), [
    { kind: 'http', id: 'p/s', url: 'http://127.0.0.1:9/sse', headers: {}, transport: 'sse' },
  ]);
});

test('inferClient knows each client by its file path, on every platform spelling', () => {
  const cases: Array<[string, ClientId | undefined]> = [
    ['/Users/ana/Library/Application Support/Claude/claude_desktop_config.json', 'claude-desktop'],
    ['C:\\Users\\ana\\AppData\\Roaming\\Claude\\claude_desktop_config.json', 'claude-desktop'],
    ['/home/ana/.claude.json', 'claude-code'],
    ['/home/ana/.cursor/mcp.json', 'cursor'],
    ['C:\\Users\\ana\\.codeium\\windsurf\\mcp_config.json', 'windsurf'],
    ['/home/ana/.gemini/settings.json', 'gemini'],
    ['/home/ana/.config/Code/User/mcp.json', 'vscode'],
    ['/home/ana/.config/Code - Insiders/User/settings.json', 'vscode-insiders'],
    ['/home/ana/src/app/.vscode/mcp.json', 'vscode'],
    ['/home/ana/src/app/.mcp.json', undefined],
    ['servers.json', undefined],
  ];
  for (const [path, client] of cases) assert.equal(inferClient(path), client, path);
});
