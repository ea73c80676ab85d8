/**
 * Synthetic but realistic MCP tools for the benchmarks, written for this project (not taken from
 * any corpus): deterministic for a seed, English descriptions of ~400 bytes built from templates of
 * what real servers say (purpose, inputs, limits, output, a pointer to a sibling tool), plus short
 * descriptions in other languages for the multilingual throughput run.
 */
import type { JsonObject } from '../../src/model.js';

/** mulberry32: a tiny seeded PRNG, so that every run of a benchmark sees the same tools. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const DOMAINS = [
  { noun: 'issue', plural: 'issues', system: 'the GitHub repository', field: 'title' },
  { noun: 'file', plural: 'files', system: 'the allowed directories', field: 'path' },
  { noun: 'row', plural: 'rows', system: 'the PostgreSQL database', field: 'table' },
  { noun: 'event', plural: 'events', system: 'the user\'s calendar', field: 'start time' },
  { noun: 'message', plural: 'messages', system: 'the Slack workspace', field: 'channel' },
  { noun: 'invoice', plural: 'invoices', system: 'the billing account', field: 'customer id' },
  { noun: 'pod', plural: 'pods', system: 'the Kubernetes cluster', field: 'namespace' },
  { noun: 'page', plural: 'pages', system: 'the Notion workspace', field: 'parent page' },
  { noun: 'document', plural: 'documents', system: 'the search index', field: 'query' },
  { noun: 'forecast', plural: 'forecasts', system: 'the weather service', field: 'location' },
  { noun: 'ticket', plural: 'tickets', system: 'the Jira project', field: 'status' },
  { noun: 'commit', plural: 'commits', system: 'the local git repository', field: 'branch' },
  { noun: 'bucket object', plural: 'bucket objects', system: 'the S3 bucket', field: 'prefix' },
  { noun: 'contact', plural: 'contacts', system: 'the CRM', field: 'email address' },
  { noun: 'metric', plural: 'metrics', system: 'the monitoring backend', field: 'time range' },
] as const;

const VERBS = [
  { verb: 'list', does: 'Lists', name: 'list' },
  { verb: 'get', does: 'Retrieves a single', name: 'get' },
  { verb: 'search', does: 'Searches', name: 'search' },
  { verb: 'create', does: 'Creates a new', name: 'create' },
  { verb: 'update', does: 'Updates an existing', name: 'update' },
  { verb: 'delete', does: 'Deletes a', name: 'delete' },
  { verb: 'export', does: 'Exports', name: 'export' },
  { verb: 'summarize', does: 'Summarizes', name: 'summarize' },
] as const;

const LIMITS = [
  'Results are paginated; pass the cursor returned by the previous call to get the next page.',
  'At most 100 items are returned per call, sorted by last modification time, newest first.',
  'Requests are rate limited to 30 per minute; on HTTP 429 wait for the time given in Retry-After.',
  'Dates use ISO 8601 (for example 2025-03-14T09:30:00Z) and are interpreted in UTC unless a time zone is given.',
  'Only items the authenticated account can read are visible; archived items are skipped unless include_archived is true.',
  'Large values are truncated to 4,000 characters; use the `offset` parameter to read the rest.',
];

const OUTPUTS = [
  'Returns a JSON object with `items` (an array) and `next_cursor` (null on the last page).',
  'Returns the stored object with its id, creation time and a permalink URL.',
  'Returns plain text formatted as Markdown, suitable for showing to the user as is.',
  'Returns a list of matches with a short snippet and a relevance score between 0 and 1.',
  'Returns nothing on success; errors carry a code and a human-readable message.',
];

const NOTES = [
  'This operation is read-only and safe to retry.',
  'This operation changes data and cannot be undone; confirm with the user before calling it.',
  'Use the search tool first when you do not know the exact identifier.',
  'Prefer the batch variant when more than ten items are involved: it is faster and cheaper.',
  'Fields that are not set keep their current value.',
  'Set dry_run to true to see what would change without writing anything.',
];

const PARAMS: Array<{ name: string; schema: JsonObject }> = [
  { name: 'query', schema: { type: 'string', description: 'Free-text search terms; quotes match an exact phrase and a leading minus excludes a word.' } },
  { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Maximum number of results to return.' } },
  { name: 'cursor', schema: { type: 'string', description: 'Opaque pagination cursor from a previous response.' } },
  { name: 'id', schema: { type: 'string', description: 'Identifier of the item, as returned by the list and search tools.' } },
  { name: 'path', schema: { type: 'string', description: 'Path relative to the root of an allowed directory, for example docs/guide.md.' } },
  { name: 'sort', schema: { type: 'string', enum: ['created', 'updated', 'relevance'], default: 'updated', description: 'Sort order of the results.' } },
  { name: 'include_archived', schema: { type: 'boolean', default: false, description: 'Also return archived items.' } },
  { name: 'since', schema: { type: 'string', format: 'date-time', description: 'Only items changed after this time (ISO 8601).' } },
  { name: 'labels', schema: { type: 'array', items: { type: 'string' }, description: 'Labels to filter by; an item must carry all of them.' } },
  { name: 'dry_run', schema: { type: 'boolean', default: false, description: 'Report what would change without changing anything.' } },
  { name: 'body', schema: { type: 'string', description: 'Content in Markdown. Headings, lists, links and fenced code blocks are supported.' } },
  { name: 'options', schema: { type: 'object', properties: { timeout_ms: { type: 'integer', default: 10000 }, verbose: { type: 'boolean' } }, description: 'Advanced options.' } },
];

/** An English tool description of about `bytes` bytes (whole sentences, so a little more or less). */
export function englishDescription(r: Rand, verb: (typeof VERBS)[number], d: (typeof DOMAINS)[number], siblings: string[], bytes = 400): string {
  const many = verb.verb === 'list' || verb.verb === 'search' || verb.verb === 'export' || verb.verb === 'summarize';
  const writes = verb.verb === 'create' || verb.verb === 'update' || verb.verb === 'delete';
  const parts = [`${verb.does} ${many ? d.plural : d.noun} in ${d.system}${many ? `, filtered by ${d.field} when one is given` : ''}.`];
  const notes = writes ? NOTES.slice(1) : NOTES.filter((n) => !n.includes('cannot be undone') && !n.includes('dry_run'));
  const pool = [pick(r, LIMITS), pick(r, OUTPUTS), pick(r, notes), pick(r, LIMITS), pick(r, notes)];
  if (siblings.length > 0 && r() < 0.4) pool.splice(1, 0, `To change an item afterwards, call \`${pick(r, siblings)}\` with its id.`);
  for (const s of pool) {
    if (parts.join(' ').length >= bytes - 40) break;
    if (!parts.includes(s)) parts.push(s);
  }
  return parts.join(' ');
}

/** `n` tools in the shape servers send (name, title, description, inputSchema, annotations). */
export function makeTools(n: number, seed = 1, descriptionBytes = 400, params: [number, number] = [2, 5]): JsonObject[] {
  const r = rng(seed);
  const names: string[] = [];
  for (let i = 0; names.length < n; i++) {
    const v = VERBS[i % VERBS.length]!;
    const d = DOMAINS[Math.floor(i / VERBS.length) % DOMAINS.length]!;
    const round = Math.floor(i / (VERBS.length * DOMAINS.length));
    names.push(`${v.name}_${d.noun.replace(/ /g, '_')}${d.noun.endsWith('s') || v.verb === 'get' || v.verb === 'create' || v.verb === 'update' || v.verb === 'delete' ? '' : 's'}${round > 0 ? `_${round}` : ''}`);
  }
  return names.map((name, i) => {
    const v = VERBS[i % VERBS.length]!;
    const d = DOMAINS[Math.floor(i / VERBS.length) % DOMAINS.length]!;
    const paramCount = params[0] + Math.floor(r() * (params[1] - params[0] + 1));
    const chosen = new Map<string, JsonObject>();
    while (chosen.size < paramCount) {
      const p = pick(r, PARAMS);
      chosen.set(p.name, p.schema);
    }
    const readOnly = ['list', 'get', 'search', 'export', 'summarize'].includes(v.verb);
    return {
      name,
      title: `${v.verb[0]!.toUpperCase()}${v.verb.slice(1)} ${readOnly && v.verb !== 'get' ? d.plural : d.noun}`,
      description: englishDescription(r, v, d, names.slice(Math.max(0, i - 8), i), descriptionBytes),
      inputSchema: {
        type: 'object',
        properties: Object.fromEntries(chosen),
        required: [...chosen.keys()].slice(0, 1),
        additionalProperties: false,
      },
      annotations: { title: name, readOnlyHint: readOnly, destructiveHint: v.verb === 'delete', idempotentHint: readOnly, openWorldHint: r() < 0.5 },
    };
  });
}

/** Short tool descriptions in other languages (what localised servers send). */
const OTHER_LANGUAGES: Record<string, string[]> = {
  de: [
    'Listet alle Dateien im angegebenen Verzeichnis auf, sortiert nach dem Datum der letzten Änderung.',
    'Erstellt einen neuen Kalendereintrag. Zeitangaben im Format ISO 8601; ohne Zeitzone gilt UTC.',
    'Gibt höchstens 100 Ergebnisse pro Seite zurück; für die nächste Seite den Cursor übergeben.',
  ],
  fr: [
    'Recherche les documents de l\'index qui correspondent à la requête et renvoie un extrait de chacun.',
    'Supprime définitivement le ticket indiqué. Cette opération est irréversible : demandez confirmation à l\'utilisateur.',
    'Les dates sont au format ISO 8601 et les montants en centimes d\'euro.',
  ],
  es: [
    'Obtiene el pronóstico del tiempo para la ubicación indicada durante los próximos siete días.',
    'Crea una incidencia nueva en el repositorio con el título y la descripción proporcionados.',
    'Devuelve como máximo 50 elementos por página, ordenados del más reciente al más antiguo.',
  ],
  pt: [
    'Lista as mensagens do canal indicado, das mais recentes para as mais antigas.',
    'Atualiza os campos informados do contato; os demais campos mantêm o valor atual.',
  ],
  it: [
    'Restituisce le righe della tabella che soddisfano il filtro, al massimo cento per chiamata.',
    'Esporta le fatture del periodo indicato in formato CSV con separatore punto e virgola.',
  ],
  nl: ['Zoekt in de kennisbank naar pagina\'s die overeenkomen met de zoekterm en geeft een korte samenvatting.'],
  pl: ['Pobiera listę zgłoszeń z projektu, filtrowaną według statusu i etykiet.'],
  ru: [
    'Возвращает список задач проекта с фильтром по статусу и исполнителю, не более ста на странице.',
    'Создаёт новую заметку в выбранной папке; текст в формате Markdown.',
  ],
  ja: [
    '指定したディレクトリ内のファイルを一覧表示します。結果は更新日時の新しい順に並びます。',
    'カレンダーに新しい予定を作成します。日時は ISO 8601 形式で指定してください。',
  ],
  zh: [
    '列出指定仓库中的所有问题，可按标签和状态筛选，每页最多返回一百条。',
    '在知识库中搜索与查询词匹配的文档，并返回摘要和相关度分数。',
  ],
  ko: ['지정한 채널의 메시지를 최신순으로 조회합니다. 한 번에 최대 백 개까지 반환합니다.'],
};

/** A description in another language of about `bytes` bytes (sentences of that language, repeated in varied order). */
export function foreignDescription(r: Rand, bytes = 400): string {
  const lang = pick(r, Object.keys(OTHER_LANGUAGES));
  const sentences = OTHER_LANGUAGES[lang]!;
  const out: string[] = [];
  while (Buffer.byteLength(out.join(' '), 'utf8') < bytes - 60) out.push(pick(r, sentences));
  return out.join(' ');
}

/** Tool descriptions totalling at least `minBytes` of UTF-8: English or other languages. */
export function descriptionCorpus(kind: 'english' | 'multilingual', minBytes: number, seed = 7): string[] {
  const r = rng(seed);
  const out: string[] = [];
  let bytes = 0;
  const names = makeTools(VERBS.length * DOMAINS.length, seed).map((t) => t.name as string);
  while (bytes < minBytes) {
    const len = 150 + Math.floor(r() * 600);
    const text =
      kind === 'english' ? englishDescription(r, pick(r, VERBS), pick(r, DOMAINS), names.slice(0, 20), len) : foreignDescription(r, len);
    out.push(text);
    bytes += Buffer.byteLength(text, 'utf8');
  }
  return out;
}
