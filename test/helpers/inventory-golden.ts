/**
 * Golden files of `inventory` (test/golden/inventory.*), made by a real run on a fixed history:
 * five manifest servers scanned through the real pipeline into an in-memory history (fixed clock),
 * one of them trusted for its annotations, two tools' labels read by people, then read back by the CLI's own reader and rendered in
 * every format as `inventory --format …` renders it. A change of wording, of a label or of a flow is
 * then a visible diff. `npm run golden:update` rewrites them; test/inventory.golden.test.ts compares.
 */
import { openMemoryStore } from '../../src/history/index.js';
import { loadLabels } from '../../src/inventory/labels-data.js';
import { buildInventory, type Session } from '../../src/inventory/inventory.js';
import type { InventoryRecord } from '../../src/inventory/records.js';
import { configSessions, serverSessions } from '../../src/inventory/sessions.js';
import { reader } from '../../src/cli/commands/inventory.js';
import { renderInventory } from '../../src/report/inventory-pretty.js';
import { inventorySarif } from '../../src/report/inventory-sarif.js';
import { jsonLine, jsonText } from '../../src/report/jsonl.js';
import { loadHeuristics } from '../../src/heuristics/load.js';
import { fixedDeps, runPipeline, type ManifestDoc } from './pipeline.js';

export const INVENTORY_FORMATS = ['jsonl', 'pretty.txt', 'sarif.json'] as const;
export type InventoryFormat = (typeof INVENTORY_FORMATS)[number];

const BASE = '/golden';
const CONFIG = `${BASE}/claude.json`;
const PROJECT = `${BASE}/project`;
const SENSOR_VERSION = '0.0.0-corpus';

const str = { type: 'string' };
const obj = (props: Record<string, unknown>) => ({ type: 'object', properties: props });
const server = (name: string, tools: unknown[]): ManifestDoc => ({ serverInfo: { name, version: '1.0.0' }, tools }) as ManifestDoc;

/** The servers of the fixed history, by id (texts written for this test). */
const SERVERS: Record<string, ManifestDoc> = {
  files: server('files', [
    { name: 'read_text_file', description: 'Read the complete contents of a file from the file system.', inputSchema: obj({ path: str }) },
    { name: 'write_file', description: 'Create a new file or overwrite an existing one.', inputSchema: obj({ path: str, content: str }) },
    { name: 'delete_file', description: 'Delete a file.', inputSchema: obj({ path: str }), annotations: { destructiveHint: false } },
  ]),
  web: server('web', [{ name: 'fetch', description: 'Fetches a URL from the internet and returns the page as markdown.', inputSchema: obj({ url: str }) }]),
  mail: server('mail', [
    { name: 'list_inbox', description: 'Lists recent emails in the inbox.', inputSchema: obj({ limit: { type: 'number' } }) },
    { name: 'send_email', description: 'Send an email to one or more recipients.', inputSchema: obj({ to: str, subject: str, body: str }) },
  ]),
  repos: server('repos', [
    { name: 'get_issue', description: 'Get an issue with its comments.', inputSchema: obj({ repo: str, number: { type: 'number' } }) },
    { name: 'delete_repository', description: 'Delete a repository.', inputSchema: obj({ repo: str }), annotations: { destructiveHint: false } },
  ]),
  misc: server('misc', [
    { name: 'ping', inputSchema: { type: 'object' } },
    { name: '天気を調べる', description: '指定した都市の天気を返します。', inputSchema: obj({ 都市: str }) },
  ]),
};

/** The sessions judged: a client configuration with a project, and the trusted server alone. */
const SESSIONS: Session[] = [
  ...configSessions(CONFIG, 'claude-code', ['files', 'web', 'mail', 'misc', `repos@${PROJECT}`]),
  ...serverSessions(['repos']),
];

export interface InventoryGoldenRun {
  records: InventoryRecord[];
  files: Record<InventoryFormat, string>;
}

export async function runInventoryGolden(): Promise<InventoryGoldenRun> {
  const store = openMemoryStore();
  try {
    const clock = fixedDeps();
    const { files, ...others } = SERVERS;
    // The project's server is stored under its Claude Code id, as a scan of that file stores it.
    const { repos, ...rest } = others;
    await runPipeline({ server: 'files', baseline: null, current: files!, others: { ...rest, repos: repos!, [`repos@${PROJECT}`]: repos! } }, { store, heuristics: loadHeuristics(), clock });
    store.trust('repos', true, 'alice', 'our own server', clock.now().toISOString());
    // A reader's label on the tool as stored, and one on a definition the server no longer sends (void).
    const hashOf = (id: string, tool: string) => store.loadVersion(id, 1).tools.find((t) => t.name === tool)!.hash;
    const at = clock.now().toISOString();
    store.reviewLabel({ serverId: 'web', tool: 'fetch', toolHash: hashOf('web', 'fetch'), label: 'egress', verdict: 'add', by: 'bob', note: 'data leaves in the URL it fetches' }, at);
    store.reviewLabel({ serverId: 'mail', tool: 'send_email', toolHash: 'sha256:an-earlier-definition', label: 'egress', verdict: 'remove', by: 'carol', note: null }, at);
    const { records } = buildInventory(loadLabels(), SESSIONS, reader(store), {
      ts: clock.now().toISOString(),
      host: 'corpus-host',
      sensorVersion: SENSOR_VERSION,
      heuristicsVersion: loadHeuristics().version,
    });
    return {
      records,
      files: {
        jsonl: records.map((r) => jsonLine(r)).join(''),
        // As printText writes it: one final newline.
        'pretty.txt': ((t) => (t.endsWith('\n') ? t : `${t}\n`))(renderInventory(records, false)),
        'sarif.json': `${jsonText(inventorySarif(records, { sensorVersion: SENSOR_VERSION, baseDir: BASE }), 2)}\n`,
      },
    };
  } finally {
    store.close();
  }
}

export function inventoryGoldenFile(format: InventoryFormat): URL {
  return new URL(`inventory.${format}`, new URL('../../../test/golden/', import.meta.url));
}
