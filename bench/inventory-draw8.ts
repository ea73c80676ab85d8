/**
 * The eighth hand-checked sample of the capability labels (bench/inventory-sample-8.json): a figure
 * on servers no rule was written on and no earlier sample could draw: the field cache's fourth round
 * of real npm servers (NEW_SERVERS, every server that round added to bench/field/servers.json and
 * that answered), each in its current release.
 *
 * The rule is sample 7's (bench/inventory-draw7.ts, drawRound), fixed in code before any of these
 * tools was read, and it reads no label: stage 1 by chance in a fresh order (the sha256 of SALT and
 * each server's slug) until at least 12 servers and 100 tools, up to 10 tools each evenly spaced in
 * name order; stage 2 by tool name, with sample 4's fixed list of verbs, until the sample holds at
 * least 25 tools named with one.
 */
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { drawRound } from './inventory-draw7.js';

const SALT = 'inventory-sample-8:';
/** The fourth capture round, listed by slug when it was captured, before any of its tools was read. */
const NEW_SERVERS = new Set([
  'context7', 'notion', 'tavily', 'firecrawl', 'desktop-commander', 'figma-framelink', 'hubspot-dev',
  'exa', 'antv-chart', 'amap', 'perplexity-ask', 'twilio', 'quickbooks', 'baidu-map', 'icloud-mail',
  'attio-kesslerio', 'weather-h1deya', 'just-bash', 'spider', 'slack-zencoder', 'omnisearch',
  'duckduckgo-ericthered', 'next-devtools', 'confluence-answerai', 'vapi', 'ollama', 'strapi',
  'render-niyogi', 'bycrawl', 'n8n-illuminare', 'alibaba-devops', 'mysql-berthojoris', 'strava',
  'salesforce-answerai', 'elasticsearch-awesome', 'grep-app',
]);

/** The eighth sample's ids, in draw order (see the header). `corpus` holds the benign corpus rows. */
export function drawSample8(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawRound(SALT, NEW_SERVERS, corpus, fieldDir, cache, corporaDir, earlier);
}
