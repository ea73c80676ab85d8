/**
 * The twelfth hand-checked sample of the capability labels (bench/inventory-sample-12.json): a
 * figure on servers no rule was written on and no earlier sample could draw: the field cache's
 * seventh round of real npm servers (NEW_SERVERS, every server that round added to
 * bench/field/servers.json and that answered), each in its current release.
 *
 * The rule is sample 7's (bench/inventory-draw7.ts, drawRound) with a fresh salt, fixed in code
 * before any of these tools was read, and it reads no label: stage 1 by chance (the sha256 of SALT
 * and each server's slug) until at least 12 servers and 100 tools, up to 10 tools each evenly spaced
 * in name order; stage 2 by tool name, with sample 4's fixed list of verbs, until the sample holds at
 * least 25 tools named with one or the pool runs out. `earlier` (samples 1–11) leaves out any
 * server of the same name that an earlier sample read.
 */
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { drawRound } from './inventory-draw7.js';

const SALT = 'inventory-sample-12:';
/** The seventh capture round, listed by slug when it was captured, before any of its tools was read. */
export const NEW_SERVERS = new Set([
  'azure', 'bitbucket-cloud', 'perplexity-community', 'google-search-adenot', 'metabase-easecloud',
  'search-console', 'mssql', 'n8n-node2flow', 'figma-console', 'xcodebuild', 'workiq', 'ebay', 'didit',
  'checkpoint-logs', 'dynatrace-managed', 'railway-jasontan', 'vercel-robinson', 'opentofu',
  'commands-agent-infra', 'fast-filesystem', 'linear-tacticlaunch', 'travelplanner', 'flightradar',
  'nodejs-debugger', 'houtini-lm', 'deepseek-arikusi', 'fetch-mcp', 'duckduckgo-search',
  'headless-commerce', 'youtube-summarizer', 'godot-server', 'agllama', 'linear-server', 'autotel',
  'pabal-store', 'ohno', 'x64dbg', 'notion-community', 'google-drive-mcp', 'github-project-manager',
  'github-missionsquad', 'domain-search', 'github-oauth-issues', 'selenium-box', 'agent-browser',
]);

/** The twelfth sample's ids, in draw order (see the header); `earlier` must hold samples 1–11. */
export function drawSample12(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawRound(SALT, NEW_SERVERS, corpus, fieldDir, cache, corporaDir, earlier);
}
