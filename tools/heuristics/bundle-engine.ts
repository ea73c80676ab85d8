/**
 * Joins the content engine's modules into one, dist/src/heuristics/engine-bundle.js (see
 * src/heuristics/engine-module.ts for why and when it is used). `npm run build` runs it after tsc.
 *
 *   node dist/tools/heuristics/bundle-engine.js
 *
 * The modules joined: load.js and every module of its folder it imports, directly or not, that the
 * scan has not loaded already (those reached from lazy.js, which a scan always imports, stay
 * imports, so there is one copy of their classes in a process). It reads tsc's output, whose
 * imports and exports are each one line, and does only what that output needs: the joined modules
 * follow each other in the order ESM would evaluate them, imports between them are dropped (each
 * declares its names at the top level, and no two declare the same one: checked), imports from
 * other modules are merged at the top, and an import under another name becomes a `const`. Any
 * other form of import or export in a joined module stops the build, as does a bundle that does
 * not load. The bundle exports what load.js exports, plus the sha256 of every module joined.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUNDLE_FILE, moduleHash } from '../../src/heuristics/engine-module.js';

const DIR = fileURLToPath(new URL('../../src/heuristics/', import.meta.url));
const ENTRY = 'load.js';
const ALWAYS_LOADED = 'lazy.js';

const IMPORT = /^import \{ ([^}]*) \} from '([^']+)';$/;
const IMPORT_OTHER = /^import\b/;
const EXPORT_FROM = /^export \{ ([^}]*) \} from '([^']+)';$/;
const EXPORT_LIST = /^export \{ ([^}]*) \};$/;
const EXPORT_OTHER = /^export (\*|default)\b/;
const DECLARATION = /^(?:export )?(?:async )?(?:function\*?|class|const|let|var) ([A-Za-z_$][\w$]*)/;

interface Spec {
  name: string;
  local: string;
}

function specs(list: string): Spec[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => {
      const [name, local] = s.split(/\s+as\s+/);
      return { name: name!, local: local ?? name! };
    });
}

const isLocal = (spec: string): boolean => spec.startsWith('./');
const fileOf = (spec: string): string => spec.slice(2);

function read(file: string): string[] {
  return readFileSync(join(DIR, file), 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('//# sourceMappingURL='));
}

/** The modules of this folder `file` imports, in source order. */
function localImports(file: string): string[] {
  const out: string[] = [];
  for (const line of read(file)) {
    const m = IMPORT.exec(line) ?? EXPORT_FROM.exec(line);
    if (m && isLocal(m[2]!)) out.push(fileOf(m[2]!));
  }
  return out;
}

/** `file` and the modules of this folder it reaches, in ESM evaluation order (dependencies first). */
function closure(file: string, seen = new Set<string>(), order: string[] = []): string[] {
  if (seen.has(file)) return order;
  seen.add(file);
  for (const dep of localImports(file)) closure(dep, seen, order);
  order.push(file);
  return order;
}

export function bundleEngine(): { text: string; modules: string[] } {
  const loaded = new Set(closure(ALWAYS_LOADED));
  const modules = closure(ENTRY).filter((f) => !loaded.has(f));
  const joined = new Set(modules);
  // Names a joined module exports under another name (`export { hex as codePointLabel }`).
  const aliases = new Map<string, Map<string, string>>();
  const declared = new Map<string, string>();
  const declare = (name: string, where: string): void => {
    // A module that reads a global (URL, Buffer …) would read another module's declaration instead.
    if (name in globalThis) throw new Error(`${where} declares ${name}, a global name`);
    const before = declared.get(name);
    if (before !== undefined && before !== where) throw new Error(`${name} is declared by both ${before} and ${where}`);
    declared.set(name, where);
  };
  for (const f of modules) {
    const own = new Map<string, string>();
    for (const line of read(f)) {
      const m = EXPORT_LIST.exec(line);
      if (m) for (const s of specs(m[1]!)) own.set(s.local, s.name);
      const d = DECLARATION.exec(line);
      if (d) declare(d[1]!, f);
    }
    aliases.set(f, own);
  }
  // External imports, merged by module: local name → imported name.
  const external = new Map<string, Map<string, string>>();
  const body: string[] = [];
  for (const f of modules) {
    body.push(`// ---- ${f}`);
    for (const line of read(f)) {
      const imp = IMPORT.exec(line);
      if (imp) {
        const from = imp[2]!;
        if (isLocal(from) && joined.has(fileOf(from))) {
          for (const s of specs(imp[1]!)) {
            const target = aliases.get(fileOf(from))!.get(s.name) ?? s.name;
            if (target !== s.local) {
              declare(s.local, f);
              body.push(`const ${s.local} = ${target};`);
            }
          }
        } else {
          const names = external.get(from) ?? new Map<string, string>();
          for (const s of specs(imp[1]!)) {
            if (names.has(s.local) && names.get(s.local) !== s.name) throw new Error(`${f}: ${s.local} is imported as two names from ${from}`);
            names.set(s.local, s.name);
          }
          external.set(from, names);
        }
        continue;
      }
      const reexport = EXPORT_FROM.exec(line);
      if (reexport && f === ENTRY && !(isLocal(reexport[2]!) && joined.has(fileOf(reexport[2]!)))) {
        body.push(line);
        continue;
      }
      // import.meta.url stays right: every joined module sits in the bundle's folder.
      if (reexport || IMPORT_OTHER.test(line) || EXPORT_OTHER.test(line) || /\bimport\(/.test(line)) {
        throw new Error(`${f}: cannot join this line: ${line}`);
      }
      body.push(line);
    }
  }
  const head: string[] = [];
  for (const [from, names] of external) {
    for (const local of names.keys()) declare(local, `import from ${from}`);
    const list = [...names].map(([local, name]) => (local === name ? name : `${name} as ${local}`)).join(', ');
    head.push(`import { ${list} } from '${from}';`);
  }
  const hashes = Object.fromEntries(modules.map((f) => [f, moduleHash(readFileSync(join(DIR, f), 'utf8'))]));
  const text = [
    `// Generated by tools/heuristics/bundle-engine.ts from ${modules.length} modules of dist/src/heuristics/: do not edit.`,
    ...head,
    ...body,
    `export const BUNDLED_MODULES = ${JSON.stringify(hashes)};`,
    '',
  ].join('\n');
  return { text, modules };
}

async function main(): Promise<number> {
  try {
    const { text } = bundleEngine();
    const out = join(DIR, BUNDLE_FILE);
    writeFileSync(out, text);
    // A bundle that does not load, or exports less than load.js, fails the build.
    const bundle = (await import(pathToFileURL(out).href)) as Record<string, unknown>;
    const entry = (await import(pathToFileURL(join(DIR, ENTRY)).href)) as Record<string, unknown>;
    const missing = Object.keys(entry).filter((k) => typeof bundle[k] !== typeof entry[k]);
    if (missing.length > 0) throw new Error(`the bundle does not export ${missing.join(', ')}`);
    return 0;
  } catch (e) {
    console.error(`heuristics:bundle-engine: ${(e as Error).message}`);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main();
