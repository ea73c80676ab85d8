/**
 * The coverage table of corpus/README.md: scenarios per threat family and language, first
 * contact and change apart, attacks and benign look-alikes apart. Pure: entries in, Markdown out.
 */
import { FAMILIES, type CorpusEntry, type Family } from '../../test/helpers/scenario.js';

/** Languages with a column of their own; the others are listed in the last column. */
const MAIN = ['en', 'de', 'es', 'fr', 'it', 'pt'] as const;

interface Cell {
  first: number;
  change: number;
}

function cell(c: Cell | undefined): string {
  return !c || c.first + c.change === 0 ? '–' : `${c.first} / ${c.change}`;
}

function table(entries: CorpusEntry[], title: string): string[] {
  const counts = new Map<string, Cell>();
  const add = (key: string, firstContact: boolean): void => {
    const c = counts.get(key) ?? { first: 0, change: 0 };
    if (firstContact) c.first++;
    else c.change++;
    counts.set(key, c);
  };
  for (const e of entries) {
    const first = e.scenario.baseline === null;
    for (const key of [`${e.family} ${e.scenario.language}`, `${e.family} *`, `* ${e.scenario.language}`, '* *']) add(key, first);
  }
  const families = (Object.keys(FAMILIES) as Family[]).filter((f) => counts.has(`${f} *`));
  const others = (prefix: string): string => {
    const keys = [...counts.keys()].filter((k) => k.startsWith(`${prefix} `) && !k.endsWith(' *') && !(MAIN as readonly string[]).includes(k.split(' ')[1] ?? ''));
    return keys.sort().map((k) => `${k.split(' ')[1]} ${cell(counts.get(k))}`).join(', ') || '–';
  };
  const lines = [`| ${title} | all | ${MAIN.join(' | ')} | other languages |`, `|---|---|${MAIN.map(() => '---|').join('')}---|`];
  for (const f of families) lines.push(`| \`${f}\` | ${cell(counts.get(`${f} *`))} | ${MAIN.map((l) => cell(counts.get(`${f} ${l}`))).join(' | ')} | ${others(f)} |`);
  lines.push(`| **all** | **${cell(counts.get('* *'))}** | ${MAIN.map((l) => cell(counts.get(`* ${l}`))).join(' | ')} | ${others('*')} |`);
  return lines;
}

/** The Markdown written between the coverage markers of corpus/README.md. */
export function coverageMarkdown(entries: CorpusEntry[]): string {
  const attacks = entries.filter((e) => !e.benign);
  const benign = entries.filter((e) => e.benign);
  const gaps = attacks.filter((e) => e.scenario.known_gap).length;
  const blind = entries.filter((e) => e.scenario.provenance.source === 'blind').length;
  const what = (Object.keys(FAMILIES) as Family[]).map((f) => `| \`${f}/\` | ${FAMILIES[f]} |`);
  return [
    '| family | threat (benign look-alikes in `<family>/benign/`) |',
    '|---|---|',
    ...what,
    '',
    `${entries.length} scenarios: ${attacks.length} attacks (${gaps} of them known gaps) and ${benign.length} benign look-alikes; ${blind} come from the blind sets, ${entries.length - blind} were written for the project. Each cell: first contact / change (a rescan after a baseline).`,
    '',
    ...table(attacks, 'attacks'),
    '',
    ...table(benign, 'benign look-alikes'),
  ].join('\n');
}
