import type { JsonObject } from '../model.js';
import type { LabelsData } from './labels-data.js';
import { labelTokens, ruleEvidence, summaryOf } from './label.js';

/**
 * Runs every example of labels.json (as the tests do for every data file): name rules read tool
 * names, summary rules texts, param rules `tool(param, …)` (`param=a|b` for an enum, `param:object[]` for a declared type), annotation rules and removals
 * `hint=value`. Returns one line per example that does not do what it says.
 */

/** `send_email(to, subject)`, or `name(params) :: summary` for rules that read the summary too → the tool it stands for. */
function toolOf(example: string): JsonObject {
  const cut = example.indexOf(' :: ');
  if (cut >= 0) return { ...toolOf(example.slice(0, cut)), description: example.slice(cut + 4) };
  const m = /^([^()]*)\(([^()]*)\)$/.exec(example);
  if (!m) return { name: example };
  const properties: JsonObject = {};
  // `action=list|delete` stands for a parameter whose enum holds those values; `commands:object[]` for one of
  // that declared type (an array of objects), `script:object` for an object.
  for (const p of m[2]!.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [named, values] = p.split('=');
    const [key, type] = named!.split(':');
    const shape: JsonObject = type === undefined ? { type: 'string' } : type.endsWith('[]') ? { type: 'array', items: { type: type.slice(0, -2) } } : { type };
    properties[key!] = values === undefined ? shape : { ...shape, enum: values.split('|') };
  }
  return { name: m[1]!, inputSchema: { type: 'object', properties } };
}

function hintTool(example: string): JsonObject {
  const [hint, value] = example.split('=');
  return { name: 'x', annotations: { [hint!]: value === 'true' } };
}

export function checkLabelExamples(data: LabelsData): string[] {
  const failures: string[] = [];
  const fail = (id: string, ex: string, want: 'match' | 'nomatch') => failures.push(`heuristics/labels.json ${id}: ${want === 'match' ? 'does not match' : 'matches'} ${JSON.stringify(ex)}`);
  for (const rule of data.rules) {
    const fires = (ex: string): boolean => {
      if (rule.on === 'summary') return ruleEvidence(rule, 'x', [], ex, [], { name: 'x' }) !== null;
      const tool = rule.on === 'annotation' ? hintTool(ex) : toolOf(ex);
      const name = String(tool.name);
      const params = Object.keys(((tool.inputSchema as JsonObject | undefined)?.properties as JsonObject | undefined) ?? {});
      return ruleEvidence(rule, name, labelTokens(name), summaryOf(tool), params, tool) !== null;
    };
    for (const ex of rule.examples.match) if (!fires(ex)) fail(rule.id, ex, 'match');
    for (const ex of rule.examples.nomatch) if (fires(ex)) fail(rule.id, ex, 'nomatch');
  }
  for (const r of data.removals) {
    const holds = (ex: string) => {
      const t = hintTool(ex);
      return (t.annotations as JsonObject)[r.hint] === r.value && ex.startsWith(`${r.hint}=`);
    };
    for (const ex of r.examples.match) if (!holds(ex)) fail(r.id, ex, 'match');
    for (const ex of r.examples.nomatch) if (holds(ex)) fail(r.id, ex, 'nomatch');
  }
  return failures;
}
