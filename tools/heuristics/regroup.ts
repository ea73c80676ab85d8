/**
 * Groups the cue files by threat family: every cue moves, as its text (comments and pieces kept),
 * into the file of its family (FILES below), languages side by side. Re-runnable: it reads
 * whatever cues/*.json there are and writes the family files, so it can be run again after cues
 * were edited or added in any layout.
 *
 *   node dist/tools/heuristics/regroup.js [--version X.Y.Z] [heuristics-dir]
 *
 * What must not move, checked before anything is written: no cue id, pattern or field changes; a
 * cue keeps its concept (cues of one concept count once, the first on a tie: their order is kept,
 * and cues within a file keep the order they had across the old files); every family has a file.
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import { HEURISTIC_IDS, type HeuristicId } from '../../src/model.js';
import { parseDataText } from '../../src/heuristics/data-text.js';
import { HEURISTICS_DIR } from './data-files.js';

interface FamilyFile {
  families: string[];
  summary: string;
}

/** The threat families of scoring.json, one file each (related families share one). */
export const FILES: Record<string, FamilyFile> = {
  'override.json': { families: ['override'], summary: 'Override: the text tells the model to set aside its earlier, system or user instructions.' },
  'secrecy.json': { families: ['secrecy'], summary: 'Secrecy: the text tells the model to hide what it does from the user (do not mention, do not show, keep this between us).' },
  'tampering.json': {
    families: ['deception', 'alteration', 'falsereport'],
    summary: 'Tampering: the text tells the model to change results or records and to report them as untouched (deception; an alteration next to a false report of what the user asked or of the original value).',
  },
  'impersonation.json': { families: ['impersonation', 'role'], summary: 'Authority and impersonation: the text speaks as the user, the system, the developer or an administrator, or gives the model a new role.' },
  'trust.json': { families: ['trust'], summary: 'Trust: the text grants itself or fetched content the standing of instructions, or waives confirmation.' },
  'exfiltration.json': {
    families: ['exfil', 'paramflow', 'bundle'],
    summary: 'Exfiltration: the text moves secrets or conversation content out: to an address, into a parameter, or bundled with other data.',
  },
  'redirection.json': { families: ['redirect'], summary: 'Redirection: the text changes where things go (recipients, payment details, destinations).' },
  'harvest.json': { families: ['harvest'], summary: 'Harvest: the text asks the model to collect personal or account data it does not need.' },
  'credentials.json': { families: ['sensitive'], summary: 'Credentials and secrets named as targets: key files, cloud and cluster credentials, tokens, environment dumps, client configs (by path or by name, and in words).' },
  'commands.json': { families: ['command'], summary: 'Commands: shell and scripting idioms for download-and-run, persistence, privilege and destruction.' },
  'detour.json': { families: ['detour', 'crossref'], summary: 'Detour and shadowing: the text sends the model to another tool, or takes another tool\'s place.' },
  'framing.json': {
    families: ['addressed', 'pretext'],
    summary: 'Framing: how an injection speaks to the model (you must, always, before using this tool, a pretext). Capped low: these never alert on their own.',
  },
  'markup.json': { families: ['markup', 'tag'], summary: 'Hidden markup: tags the model reads as authority, HTML comments and hidden styles a renderer hides, padding that pushes text out of view.' },
};

interface Block {
  id: string;
  family: string;
  concept: string;
  /** The cue's lines as written (indented 4 spaces in the `cues` array), with the comments before it. */
  lines: string[];
  def: unknown;
  serves: HeuristicId[];
  order: number;
}

/** The cue blocks of one cue file's text, in order. */
function blocksOf(file: string, text: string, language: string, serves: HeuristicId[], first: number): Block[] {
  const data = parseDataText(text) as { cues: Array<{ id: string; family: string; concept?: string }> };
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === '  "cues": [');
  if (start < 0) throw new Error(`${file}: no '  "cues": [' line`);
  const out: Block[] = [];
  let pending: string[] = [];
  let i = start + 1;
  while (i < lines.length && lines[i] !== '  ]') {
    const l = lines[i]!;
    if (l.trim().startsWith('//') || l.trim() === '') {
      pending.push(l);
      i++;
      continue;
    }
    if (l !== '    {') throw new Error(`${file}:${i + 1}: expected a cue object at indent 4`);
    let j = i + 1;
    while (lines[j] !== '    }' && lines[j] !== '    },') j++;
    const body = [...pending, ...lines.slice(i, j), '    }'];
    const def = data.cues[out.length]!;
    const parts = def.id.split('.');
    out.push({
      id: def.id,
      family: def.family,
      concept: def.concept ?? (language !== 'neutral' && parts.length >= 3 ? parts.slice(1).join('.') : def.id),
      lines: body,
      def,
      serves,
      order: first + out.length,
    });
    pending = [];
    i = j + 1;
  }
  if (out.length !== data.cues.length) throw new Error(`${file}: read ${out.length} cue blocks, the file holds ${data.cues.length} cues`);
  return out;
}

export function regroup(texts: Record<string, string>, version: string): Record<string, string> {
  const blocks: Block[] = [];
  for (const f of Object.keys(texts).sort()) {
    const d = parseDataText(texts[f]!) as { language: string; serves: HeuristicId[] };
    blocks.push(...blocksOf(f, texts[f]!, d.language, d.serves, blocks.length));
  }
  const fileOf = new Map<string, string>();
  for (const [f, spec] of Object.entries(FILES)) for (const fam of spec.families) fileOf.set(fam, f);
  const out: Record<string, string> = {};
  for (const [f, spec] of Object.entries(FILES)) {
    const mine = blocks.filter((b) => spec.families.includes(b.family)).sort((a, b) => a.order - b.order);
    if (mine.length === 0) continue;
    const serves = HEURISTIC_IDS.filter((h) => mine.some((b) => b.serves.includes(h)));
    const head = JSON.stringify({ version, serves, language: 'multi', summary: spec.summary }, null, 2).split('\n').slice(0, -1);
    head[head.length - 1] += ',';
    const cues = mine.flatMap((b, k) => (k < mine.length - 1 ? [...b.lines.slice(0, -1), '    },'] : b.lines));
    out[`cues/${f}`] = [...head, '  "cues": [', ...cues, '  ]', '}', ''].join('\n');
  }
  for (const b of blocks) if (!fileOf.has(b.family)) throw new Error(`${b.id}: family "${b.family}" has no file in tools/heuristics/regroup.ts`);
  // What must not move.
  const after: Block[] = [];
  for (const f of Object.keys(out).sort()) after.push(...blocksOf(f, out[f]!, 'multi', [], after.length));
  const byId = new Map(blocks.map((b) => [b.id, b]));
  if (after.length !== blocks.length) throw new Error(`${blocks.length} cues in, ${after.length} out`);
  for (const a of after) {
    const b = byId.get(a.id);
    if (!b || !isDeepStrictEqual(a.def, b.def)) throw new Error(`${a.id}: changed in the move`);
    if (a.concept !== b.concept) throw new Error(`${a.id}: concept ${b.concept} would become ${a.concept}`);
  }
  const rank = new Map(after.map((a, i) => [a.id, i]));
  const concepts = new Map<string, Block[]>();
  for (const b of blocks) concepts.set(b.concept, [...(concepts.get(b.concept) ?? []), b]);
  for (const [c, list] of concepts) {
    const ranks = list.map((b) => rank.get(b.id)!);
    if (ranks.some((r, i) => i > 0 && r < ranks[i - 1]!)) throw new Error(`concept ${c}: the order of its cues would change`);
  }
  return out;
}

function main(argv: string[]): number {
  const dir = argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--version') ?? HEURISTICS_DIR;
  const cueDir = join(dir, 'cues');
  const names = readdirSync(cueDir).filter((n) => n.endsWith('.json')).sort();
  const texts: Record<string, string> = {};
  for (const n of names) texts[`cues/${n}`] = readFileSync(join(cueDir, n), 'utf8');
  // Every family file gets this version (default: heuristics_version, which a regroup bumps).
  const v = argv.indexOf('--version');
  const version = v >= 0 ? argv[v + 1]! : (parseDataText(readFileSync(join(dir, 'catalogue.json'), 'utf8')) as { version: string }).version;
  let out: Record<string, string>;
  try {
    out = regroup(texts, version);
  } catch (e) {
    console.error(`regroup refused: ${(e as Error).message}`);
    return 2;
  }
  for (const n of names) if (!(`cues/${n}` in out)) rmSync(join(cueDir, n));
  for (const [f, t] of Object.entries(out)) writeFileSync(join(dir, f), t);
  console.log(`cues/: ${Object.keys(out).map((f) => f.slice(5)).join(', ')} (${names.length} files in)`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
