/**
 * The sixth hand-checked sample of the capability labels (bench/inventory-sample-6.json): a figure
 * on servers that did not exist in any pool while the rules were written nor while samples 1–5 were
 * drawn: the field cache's second round of real npm servers (NEW_SERVERS, every server that round
 * added to bench/field/servers.json and that answered), each in its current release.
 *
 * The rule is sample 4's and 5's (bench/inventory-draw4.ts, drawStaged), fixed in code before any of
 * these tools was read, and it reads no label: stage 1 by chance in a fresh order (the sha256 of SALT
 * and each server's slug) until at least MIN_SERVERS servers and MIN_TOTAL tools, up to 10 tools
 * each evenly spaced in name order; stage 2 by tool name, with sample 4's fixed list of verbs, until
 * the sample holds at least 25 tools named with one.
 */
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { drawStaged } from './inventory-draw4.js';

const SALT = 'inventory-sample-6:';
const MIN_SERVERS = 12;
const MIN_TOTAL = 120;
/** The second capture round, listed by slug when it was captured, before any of its tools was read. */
const NEW_SERVERS = new Set([
  'send-email-resend', 'email-imap', 'gmail-shinzo', 'chatwork', 'salesforce-tsmz', 'workos-docs',
  'google-drive-piotr', 'gcs', 'gdrive-isaacphi', 'puppeteer-merajmehrabi', 'fetch-server', 'hyperbrowser',
  'playwright-automatalabs', 'webresearch', 'cosmosdb', 'shopify-geli', 'gcloud', 'vercel-mistertk',
  'serper', 'duckduckgo', 'google-search-console', 'octocode', 'azure-devops-tiberriver', 'bitbucket-aashari',
  'claude-code-steipete', 'vitest', 'jira-aaronsb', 'reddit-buddy', 'stockquotes', 'instantdb',
  'excel-negokaz', 'greptile', 'commands-g0t4', 'youtube-data', 'weather-dangahagan', 'github-git-mcp',
  'jira-nexus2520', 'shopify-junis', 'postgres-server', 'mysql-readonly', 'coderabbit', 'bash-command',
  'obsidian-vault-md',
]);

/** The sixth sample's ids, in draw order (see the header). `corpus` holds the benign corpus rows. */
export function drawSample6(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawStaged(corpus, fieldDir, cache, corporaDir, earlier, { salt: SALT, minServers: MIN_SERVERS, minTotal: MIN_TOTAL, only: NEW_SERVERS });
}
