import { hashText } from '../../src/heuristics/prebuilt.js';
import { parseDataText } from '../../src/heuristics/data-text.js';
import { SEAL_FILE } from '../../src/heuristics/load.js';

/**
 * The seal of the heuristics data (heuristics/VERSIONS.json): for the current heuristics_version,
 * the version and sha256 of every data file. `heuristics_version` is what every alert carries; the
 * seal makes it mean something: a data file that changes while the version stays is a failing
 * test, and sealing a change needs a new version.
 */

export { SEAL_FILE };

export interface Seal {
  heuristics_version: string;
  files: Record<string, { version: string; sha256: string }>;
}

/** sha256 of a file's text (the prebuilt engine records the same hashes of the files it was built from). */
export { hashText };

function versionOf(file: string, text: string): string {
  const v = (parseDataText(text) as { version?: unknown }).version;
  return typeof v === 'string' ? v : `(no version in ${file})`;
}

/** The seal the data files would have now (texts keyed by relative path). */
export function sealOf(texts: Record<string, string>): Seal {
  const files: Seal['files'] = {};
  for (const f of Object.keys(texts).sort()) files[f] = { version: versionOf(f, texts[f]!), sha256: hashText(texts[f]!) };
  return { heuristics_version: files['catalogue.json']?.version ?? '(no catalogue.json)', files };
}

/** The files whose text differs between two seals: changed, added or removed. */
export function changedFiles(now: Seal, sealed: Seal): Array<{ file: string; how: 'changed' | 'added' | 'removed' }> {
  const out: Array<{ file: string; how: 'changed' | 'added' | 'removed' }> = [];
  for (const f of Object.keys(now.files)) {
    const old = sealed.files[f];
    if (old === undefined) out.push({ file: f, how: 'added' });
    else if (old.sha256 !== now.files[f]!.sha256) out.push({ file: f, how: 'changed' });
  }
  for (const f of Object.keys(sealed.files)) if (!(f in now.files)) out.push({ file: f, how: 'removed' });
  return out;
}

/** What the tests report: one line per problem, empty when the data files are as sealed. */
export function sealProblems(now: Seal, sealed: Seal | null): string[] {
  if (sealed === null) return [`heuristics/${SEAL_FILE} is missing: run npm run heuristics:seal`];
  if (now.heuristics_version !== sealed.heuristics_version) {
    return [`heuristics_version is ${now.heuristics_version} but heuristics/${SEAL_FILE} seals ${sealed.heuristics_version}: run npm run heuristics:seal`];
  }
  return changedFiles(now, sealed).map(({ file, how }) => `heuristics/${file} ${how === 'changed' ? 'changed' : `was ${how}`} but heuristics_version was not bumped`);
}

function newer(a: string, b: string): boolean {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

/**
 * Whether the data may be sealed as it is: refused (with the reasons) when nothing changed, when
 * heuristics_version is not newer than the sealed one, or when a changed file kept its own version.
 */
export function sealRefusals(now: Seal, sealed: Seal | null): string[] {
  if (sealed === null) return [];
  const changed = changedFiles(now, sealed);
  if (changed.length === 0 && now.heuristics_version === sealed.heuristics_version) return [`nothing to seal: every data file is as sealed for ${sealed.heuristics_version}`];
  const out: string[] = [];
  if (!newer(now.heuristics_version, sealed.heuristics_version)) {
    out.push(`heuristics_version is ${now.heuristics_version}, sealed ${sealed.heuristics_version}: bump "version" in heuristics/catalogue.json first (MINOR for a new or changed cue, PATCH for a fix that changes no record)`);
  }
  for (const { file, how } of changed) {
    if (how === 'changed' && file !== 'catalogue.json' && now.files[file]!.version === sealed.files[file]!.version) {
      out.push(`heuristics/${file} changed but its own version is still ${now.files[file]!.version}: bump it too`);
    }
  }
  return out;
}

export function sealText(seal: Seal): string {
  return `${JSON.stringify({ summary: 'Written by npm run heuristics:seal, checked by the tests: the version and sha256 of every data file for this heuristics_version. Do not edit by hand.', ...seal }, null, 2)}\n`;
}

/** Reads a seal file's text (null: none). */
export function parseSeal(text: string | null): Seal | null {
  if (text === null) return null;
  const o = JSON.parse(text) as Seal;
  return { heuristics_version: o.heuristics_version, files: o.files };
}
