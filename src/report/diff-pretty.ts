/**
 * The `diff` command for people: one block per tool, added words green, removed words red and
 * struck through, annotation moves toward more trust called out. Server text is escaped first.
 */
import type { ItemKind } from '../model.js';
import type { ItemsDocument } from '../diff/items-document.js';
import { itemKindWords } from './words.js';
import { Chalk } from 'chalk';
import type { DiffDocument, FirstContactDocument } from '../diff/segments.js';
import type { JsonObject, JsonValue } from '../model.js';
import { escapeForTerminal } from './escape.js';
import { formatValue } from './words.js';

export function renderDiffPretty(doc: DiffDocument, opts: { color: boolean }): string {
  const c = new Chalk({ level: opts.color ? 1 : 0 });
  const e = (s: string) => escapeForTerminal(s);
  const lines: string[] = [c.bold(`${e(doc.server)}: version ${doc.from} → ${doc.to}`)];
  for (const t of doc.added_tools) lines.push(c.green(`  + tool ${e(t)}`));
  for (const t of doc.removed_tools) lines.push(c.red(`  - tool ${e(t)}`));
  for (const r of doc.renamed_tools) lines.push(c.yellow(`  ~ tool ${e(r.from)} renamed to ${e(r.to)}`));
  for (const tool of doc.tools) {
    lines.push(c.bold(`  ${e(tool.name)}`));
    for (const p of tool.params_added) lines.push(c.green(`    + parameter ${e(p.name)}  (${e(p.path)})`));
    for (const p of tool.params_removed) lines.push(c.red(`    - parameter ${e(p.name)}  (${e(p.path)})`));
    for (const k of tool.schema) {
      const mark = k.ignored ? c.dim(`  (ignored: ${e(k.ignored)})`) : '';
      lines.push(`    schema ${e(k.path)} ${e(k.keyword)}: ${e(formatValue(k.before ?? undefined))} → ${e(formatValue(k.after ?? undefined))}${mark}`);
    }
    for (const a of tool.annotations) {
      const trust = a.toward_trust ? c.red(' (toward more trust)') : '';
      lines.push(`    annotation ${e(a.key)}: ${e(formatValue(a.before ?? undefined))} → ${e(formatValue(a.after ?? undefined))}${trust}`);
    }
    for (const t of tool.texts) {
      // Without colour, +[…] and -[…] mark the words so the diff still reads on a plain terminal.
      const body = t.segments
        .map((s) =>
          s.op === '=' ? e(s.text) : s.op === '+' ? (opts.color ? c.green(e(s.text)) : `+[${e(s.text)}]`) : opts.color ? c.red.strikethrough(e(s.text)) : `-[${e(s.text)}]`,
        )
        .join('');
      lines.push(`    ${e(t.field)}: ${body}${t.ignored ? c.dim(`  (ignored: ${e(t.ignored)})`) : ''}`);
    }
    if (tool.other_fields.length > 0) lines.push(`    also changed: ${tool.other_fields.map(e).join(', ')}`);
  }
  const items = (doc as DiffDocument & { items?: ItemsDocument }).items;
  if (items) {
    const what = (i: { kind: ItemKind; id: string }) => (i.kind === 'instructions' ? 'server instructions' : `${itemKindWords(i.kind)} ${e(i.id)}`);
    for (const i of items.added) lines.push(c.green(`  + ${what(i)}`));
    for (const i of items.removed) lines.push(c.red(`  - ${what(i)}`));
    for (const i of items.changed) {
      lines.push(c.bold(`  ${what(i)}`) + (i.moved_from !== undefined ? c.yellow(`  (moved from ${e(i.moved_from)})`) : ''));
      for (const a of i.arguments_added) lines.push(c.green(`    + argument ${e(a)}`));
      for (const a of i.arguments_removed) lines.push(c.red(`    - argument ${e(a)}`));
      for (const t of i.texts) {
        const body = t.segments
          .map((s) => (s.op === '=' ? e(s.text) : s.op === '+' ? (opts.color ? c.green(e(s.text)) : `+[${e(s.text)}]`) : opts.color ? c.red.strikethrough(e(s.text)) : `-[${e(s.text)}]`))
          .join('');
        lines.push(`    ${e(t.field)}: ${body}`);
      }
      if (i.fields.length > 0) lines.push(`    also changed: ${i.fields.map(e).join(', ')}`);
    }
  }
  for (const i of doc.ignored ?? []) {
    lines.push(c.dim(`  ignored ${e(i.entry)}: ${e(i.tool)} ${e(i.path)} (${i.heuristic_ids.map(e).join(', ')}): ${e(i.reason)}`));
  }
  if (lines.length === 1) lines.push('  no change');
  return `${lines.join('\n')}\n`;
}

/** A first contact to review: each tool's description and parameters, as the agent would read them. */
export function renderFirstContactPretty(doc: FirstContactDocument, opts: { color: boolean }): string {
  const c = new Chalk({ level: opts.color ? 1 : 0 });
  const e = (s: string) => escapeForTerminal(s);
  const text = (v: JsonValue | undefined) => (typeof v === 'string' ? e(v) : v === undefined ? '' : e(formatValue(v)));
  const lines: string[] = [c.bold(`${e(doc.server)}: first contact (version 1), ${doc.definitions.length} tool${doc.definitions.length === 1 ? '' : 's'} to review`)];
  for (const tool of doc.definitions) {
    lines.push(c.green(`  + tool ${text(tool['name'])}`));
    if (tool['title'] !== undefined) lines.push(`    title: ${text(tool['title'])}`);
    if (tool['description'] !== undefined) lines.push(`    description: ${text(tool['description'])}`);
    const schema = tool['inputSchema'];
    const props = schema && typeof schema === 'object' && !Array.isArray(schema) ? (schema as JsonObject)['properties'] : undefined;
    if (props && typeof props === 'object' && !Array.isArray(props)) {
      for (const [name, p] of Object.entries(props as JsonObject)) {
        const d = p && typeof p === 'object' && !Array.isArray(p) ? (p as JsonObject) : {};
        const extra = ['default', 'enum'].filter((k) => d[k] !== undefined).map((k) => `${k} ${text(d[k])}`);
        lines.push(`    parameter ${e(name)}${d['type'] !== undefined ? ` (${text(d['type'])})` : ''}${d['description'] !== undefined ? `: ${text(d['description'])}` : ''}${extra.length ? `  [${extra.join('; ')}]` : ''}`);
      }
    }
    const ann = tool['annotations'];
    if (ann && typeof ann === 'object' && !Array.isArray(ann)) lines.push(`    annotations: ${e(formatValue(ann))}`);
  }
  return `${lines.join('\n')}\n`;
}
