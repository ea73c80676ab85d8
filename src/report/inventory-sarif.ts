import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FLOWS, type FlowId } from '../inventory/flows.js';
import type { InventoryRecord, ToxicFlowRecord } from '../inventory/records.js';
import { escapeForTerminal } from './escape.js';
import { SARIF_SCHEMA_URI, SARIF_TOOL_NAME, sarifLevel } from './sarif.js';

/**
 * `inventory --format sarif`: one rule per flow kind, one result per toxic flow, located in the
 * client configuration file when the session is one (a logical location `<server>` otherwise).
 */
export function inventorySarif(records: readonly InventoryRecord[], opts: { sensorVersion: string; baseDir: string }): object {
  const flows = records.filter((r): r is ToxicFlowRecord => r.kind === 'toxic_flow');
  const ids = Object.keys(FLOWS) as FlowId[];
  const uri = (p: string) => {
    const rel = isAbsolute(p) ? relative(opts.baseDir, p) : p;
    return rel.startsWith('..') || isAbsolute(rel) ? pathToFileURL(p).href : rel.split(sep).join('/');
  };
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: SARIF_TOOL_NAME,
            version: opts.sensorVersion,
            rules: ids.map((id) => ({
              id: `toxic-flow/${id}`,
              name: id,
              shortDescription: { text: `toxic flow: ${FLOWS[id].legs.join(' + ')}` },
              defaultConfiguration: { level: sarifLevel(FLOWS[id].severity) },
              properties: { tags: ['security', 'mcp'] },
            })),
          },
        },
        results: flows.map((f) => ({
          ruleId: `toxic-flow/${f.flow}`,
          ruleIndex: ids.indexOf(f.flow),
          level: sarifLevel(f.severity),
          message: { text: escapeForTerminal(`${f.flow} in ${f.project ?? f.session}: ${f.why}`, { maxLength: 1000 }) },
          locations: [
            f.config
              ? { physicalLocation: { artifactLocation: { uri: uri(f.config) }, region: { startLine: 1 } } }
              : { logicalLocations: [{ name: escapeForTerminal(f.session, { maxLength: 200 }), kind: 'module' }] },
          ],
          partialFingerprints: { session: f.session, flow: f.flow },
          properties: { severity: f.severity, servers: f.servers, legs: f.legs },
        })),
      },
    ],
  };
}
