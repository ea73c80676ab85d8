/**
 * The ninth hand-checked sample of the capability labels (bench/inventory-sample-9.json): a figure
 * on servers no rule was written on and no earlier sample could draw: the field cache's fifth round
 * of real npm servers (NEW_SERVERS, every server that round added to bench/field/servers.json and
 * that answered), each in its current release.
 *
 * The rule is sample 7's (bench/inventory-draw7.ts, drawRound) with a fresh salt, fixed in code
 * before any of these tools was read, and it reads no label: stage 1 by chance (the sha256 of SALT
 * and each server's slug) until at least 12 servers and 100 tools, up to 10 tools each evenly spaced
 * in name order; stage 2 by tool name, with sample 4's fixed list of verbs, until the sample holds at
 * least 25 tools named with one.
 */
import type { DrawRow, SampleFile } from './inventory-draw2.js';
import { drawRound } from './inventory-draw7.js';

const SALT = 'inventory-sample-9:';
/** The fifth capture round, listed by slug when it was captured, before any of its tools was read. */
export const NEW_SERVERS = new Set([
  'postgrest', 'gcp-eniayomi', 'mail-server', 'wikipedia', 'jira-cloud', 'jenkins-goodeal',
  'shopify-admin', 'webflow', 'mapbox-devkit', 'datadog-geli', 'sonarqube', 'echarts',
  'transloadit', 'erpnext-casys', 'bullmq', 'motion', 'ssh-manager', 'google-analytics',
  'sqlserver-bilims', 'leetcode', 'qase', 'dataiku', 'excalidraw', 'calc-cooquack', 'falconer',
  'runpod', 'deepl', 'ashby', 'boondmanager', 'serpstat', 'freee', 'unifi-protect', 'arr-suite',
  'appstore-connect', 'scrapi', 'minimax', 'openzeppelin-contracts', 'maven-deps', 'mantine-docs',
  'gtasks', 'mysql-liangshanli', 'alertmanager', 'edgeone-pages', 'calibre',
]);

/** The ninth sample's ids, in draw order (see the header). `corpus` holds the benign corpus rows. */
export function drawSample9(corpus: DrawRow[], fieldDir: string, cache: string, corporaDir: string, earlier: SampleFile[]): string[] {
  return drawRound(SALT, NEW_SERVERS, corpus, fieldDir, cache, corporaDir, earlier);
}
