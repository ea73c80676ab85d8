/**
 * The seventh hand-checked sample of the capability labels (bench/inventory-sample-7.json): a figure
 * on servers no rule was written on and no earlier sample could draw: the field cache's third round
 * of real npm servers (NEW_SERVERS, every server that round added to bench/field/servers.json and
 * that answered), each in its current release.
 *
 * The rule is samples 4–6's (bench/inventory-draw4.ts, drawStaged), fixed in code before any of
 * these tools was read, and it reads no label: stage 1 by chance in a fresh order (the sha256 of SALT
 * and each server's slug) until at least MIN_SERVERS servers and MIN_TOTAL tools, up to 10 tools
 * each evenly spaced in name order; stage 2 by tool name, with sample 4's fixed list of verbs, until
 * the sample holds at least 25 tools named with one.
 */
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { drawStaged } from './inventory-draw4.js';

const SALT = 'inventory-sample-7:';
const MIN_SERVERS = 12;
const MIN_TOTAL = 100;
/** The third capture round, listed by slug when it was captured, before any of its tools was read. */
const NEW_SERVERS = new Set([
  'iterable', 'karakeep', 'huggingface', 'miro', 'contentful', 'cloudinary', 'paperless', 'shadcn',
  'google-maps-cablate', 'lighthouse', 'retell', 'lunchmoney', 'dokploy', 'curl', 'checkpoint',
  'woocommerce', 'puppeteer-hisma', 'flightradar24', 'open-library', 'backlog', 'attio', 'clarity',
  'variflight', 'zai', 'remotion-docs', 'npx-fetch', 'morph', 'dataforseo', 'hevy', 'jina', 'gsheets',
  'open-meteo', 'prometheus', 'ios-simulator', 'notebooklm', 'moltbook', 'tradingview', 'hotelzero',
  'european-parliament', 'ripgrep', 'firefox-devtools', 'electron', 'codex', 'gemini-cli', 'food402',
  'google-workspace-dguido', 'cloudbase', 'claude-context',
]);

/** The seventh sample's ids, in draw order (see the header). `corpus` holds the benign corpus rows. */
export function drawSample7(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawRound(SALT, NEW_SERVERS, corpus, fieldDir, cache, corporaDir, earlier);
}

/**
 * Sample 7's rule on one capture round: the same sizes and stages, a fresh order (salt) and that
 * round's servers as the pool, so a later round's sample is drawn exactly as this one was.
 */
export function drawRound(salt: string, round: ReadonlySet<string>, corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawStaged(corpus, fieldDir, cache, corporaDir, earlier, { salt, minServers: MIN_SERVERS, minTotal: MIN_TOTAL, only: round });
}
