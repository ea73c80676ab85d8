/**
 * Joins every module the CLI can reach from dist/src/cli/program.js into one script,
 * dist/src/cli/program.joined.js, and rewrites program.js to run it (through V8's code cache:
 * src/cli/code-cache.ts). `npm run build` runs it last; a later `tsc` run writes program.js afresh,
 * so the CLI then runs from the modules themselves again and never from a join older than them.
 *
 *   node dist/tools/bundle-cli.js
 *
 * Why: Node 20 loads each ES module on its own (resolve, stat the package scopes, read the file on
 * the thread pool, compile, link), ~1 ms apiece; a `scan --manifest` loads ~105, about a third of
 * the scan's own CPU. Joined, they are read once and compiled from the cache.
 *
 * How, so that a module still runs when it did and only then: each module becomes a function that
 * runs its body once, on first use, and returns its exports. A static import calls it where the
 * import stood (ESM runs a module's imports first, and tsc writes them first); `import('./x.js')`
 * calls it from a promise, after loading the packages that module needs (a package stays an ES
 * module of its own, imported when the first module that uses it runs, never earlier); a node:
 * built-in is required where the import stood. In an import cycle, the bindings of a module still
 * running are filled when it ends. There is one copy of each module, so of each class. What this
 * cannot keep is refused, and the build fails: an exported `let`/`var` (a live binding), an
 * `export *` or `export default`, a top-level `await`, `import.meta` other than `import.meta.url`
 * (which becomes the module's own URL), a name of the join's own (`$module` …) in a module, and an
 * `import()` of a computed name.
 *
 * It is the build's only joiner: the content engine (heuristics/load.js and the modules it alone
 * imports) is joined here with the rest, reached through lazy.ts's `import('./load.js')`, and runs
 * only when a scan first needs a text judged. Tests and library imports of dist/src load the
 * modules one by one.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
export const ENTRY = 'cli/program.js';
export const MARK = '// Joined by tools/bundle-cli.ts';

/**
 * Packages whose ES entry only hands on properties of their CommonJS entry (commander's esm.mjs,
 * safe-stable-stringify's esm/wrapper.js): `require` gives the same functions and classes, without
 * Node's ES loader resolving the package for `import`, compiling the wrapper and reading the
 * CommonJS source with cjs-module-lexer to learn its names (~10 ms of a first-contact scan, on
 * the lexer's first use). Only named imports of them are accepted: a default or namespace import
 * would differ between the two.
 */
export const REQUIRED = new Set(['commander', 'safe-stable-stringify']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Module {
  id: string;
  text: string;
  edits: Edit[];
  /** Our modules it imports statically, in order. */
  deps: string[];
  /** Our modules it imports with `import()`. */
  lazy: string[];
  /** Packages (not node: built-ins) it imports statically. */
  packages: string[];
  /** exported name → local expression */
  exports: Map<string, string>;
}

const isOurs = (spec: string): boolean => spec.startsWith('./') || spec.startsWith('../');
const resolveId = (from: string, spec: string): string => posix.normalize(posix.join(posix.dirname(from), spec));
const key = (id: string): string => `$m_${id.replace(/[^A-Za-z0-9]/g, '_')}`;

function fail(id: string, what: string): never {
  throw new Error(`${id}: ${what}`);
}

/** The names an import clause binds, as the left side of a destructuring (`{ a, b: c }`). */
function pattern(clause: ts.ImportClause, id: string): { names: string[]; left: string } {
  const names: string[] = [];
  const parts: string[] = [];
  if (clause.name) {
    names.push(clause.name.text);
    parts.push(`default: ${clause.name.text}`);
  }
  const nb = clause.namedBindings;
  if (nb && ts.isNamespaceImport(nb)) {
    if (clause.name) fail(id, 'a default and a namespace import in one statement');
    return { names: [nb.name.text], left: nb.name.text };
  }
  if (nb && ts.isNamedImports(nb)) {
    for (const e of nb.elements) {
      if (e.isTypeOnly) continue;
      names.push(e.name.text);
      parts.push(e.propertyName ? `${e.propertyName.text}: ${e.name.text}` : e.name.text);
    }
  }
  return { names, left: `{ ${parts.join(', ')} }` };
}

/**
 * A package's or built-in's bindings: its exports exist when the import runs. A package comes as
 * its namespace (`import()`), a built-in as what `require` returns, which is its default export.
 */
function bindings(clause: ts.ImportClause | undefined, from: string, id: string, builtin: boolean): string {
  if (!clause) return `${from};`;
  if (clause.isTypeOnly) return '';
  if (builtin && clause.name) {
    if (clause.namedBindings) fail(id, 'a default import of a built-in with other bindings');
    return `const ${clause.name.text} = ${from};`;
  }
  const { names, left } = pattern(clause, id);
  return names.length === 0 ? `${from};` : `const ${left} = ${from};`;
}

/**
 * One of our modules' bindings. Usually that module has run to its end when the import runs; in an
 * import cycle (cli/errors.js and cli/stdout.js import each other) it may still be running, and
 * its bindings are then filled when it ends, as ESM's live bindings would be by the time the
 * importing module's functions are called.
 */
function ourBindings(clause: ts.ImportClause | undefined, dep: string, id: string): string {
  if (!clause || clause.isTypeOnly) return clause ? '' : `${key(dep)}();`;
  const { names, left } = pattern(clause, id);
  if (names.length === 0) return `${key(dep)}();`;
  return `let ${names.join(', ')}; ${key(dep)}.imported((ns) => { (${left} = ns); });`;
}

function parse(id: string, packageIndex: (spec: string) => number): Module {
  const text = readFileSync(join(SRC, id), 'utf8');
  const own = /\$(?:url|packages|importPackage|builtin|require|lazy|lazyModules|import|programUrl|ran|module|trace|m_\w+)\b/.exec(text);
  if (own) fail(id, `uses ${own[0]}, a name of the join's own`);
  const sf = ts.createSourceFile(id, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const m: Module = { id, text, edits: [], deps: [], lazy: [], packages: [], exports: new Map() };
  const edit = (node: ts.Node, replacement: string): void => {
    m.edits.push({ start: node.getStart(sf), end: node.getEnd(), text: replacement });
  };
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st)) {
      const spec = (st.moduleSpecifier as ts.StringLiteral).text;
      if (st.attributes) fail(id, `import attributes on ${spec}`);
      if (isOurs(spec)) {
        const dep = resolveId(id, spec);
        m.deps.push(dep);
        edit(st, ourBindings(st.importClause, dep, id));
      } else if (spec.startsWith('node:')) {
        edit(st, bindings(st.importClause, `$builtin(${JSON.stringify(spec)})`, id, true));
      } else {
        const clause = st.importClause;
        if (REQUIRED.has(spec) && clause && !clause.isTypeOnly && (clause.name || (clause.namedBindings && !ts.isNamedImports(clause.namedBindings)))) {
          fail(id, `a default or namespace import of ${spec}, which the join requires as CommonJS (named imports only)`);
        }
        m.packages.push(spec);
        edit(st, bindings(st.importClause, `$packages[${packageIndex(spec)}]`, id, false));
      }
      continue;
    }
    if (ts.isExportDeclaration(st)) {
      if (st.isTypeOnly) {
        edit(st, '');
        continue;
      }
      if (!st.exportClause || !ts.isNamedExports(st.exportClause)) fail(id, 'export * is not joined');
      const spec = st.moduleSpecifier ? (st.moduleSpecifier as ts.StringLiteral).text : null;
      let from = '';
      if (spec !== null) {
        if (!isOurs(spec)) fail(id, `re-export from the package ${spec}`);
        const dep = resolveId(id, spec);
        m.deps.push(dep);
        from = `${key(dep)}().`;
      }
      for (const e of st.exportClause.elements) {
        if (e.isTypeOnly) continue;
        m.exports.set(e.name.text, from + (e.propertyName ?? e.name).text);
      }
      // A re-export's module still runs here, as it would have before this module's body.
      edit(st, spec !== null ? `${key(resolveId(id, spec))}();` : '');
      continue;
    }
    if (ts.isExportAssignment(st)) fail(id, 'export default is not joined');
    const mods = ts.canHaveModifiers(st) ? ts.getModifiers(st) : undefined;
    const exported = mods?.find((x) => x.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (mods?.some((x) => x.kind === ts.SyntaxKind.DefaultKeyword)) fail(id, 'export default is not joined');
    m.edits.push({ start: exported.getStart(sf), end: exported.getEnd(), text: '' });
    if (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) {
      m.exports.set(st.name!.text, st.name!.text);
    } else if (ts.isVariableStatement(st)) {
      if (!(st.declarationList.flags & ts.NodeFlags.Const)) fail(id, 'an exported let/var is a live binding');
      for (const d of st.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) fail(id, 'an exported destructuring');
        m.exports.set(d.name.text, d.name.text);
      }
    } else {
      fail(id, `cannot join: ${st.getText(sf).slice(0, 60)}`);
    }
  }
  const walk = (node: ts.Node, inFunction: boolean): void => {
    if (ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword) {
      const parent = node.parent;
      if (!ts.isPropertyAccessExpression(parent) || parent.name.text !== 'url') fail(id, 'import.meta other than import.meta.url');
      edit(parent, '$url');
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg) && isOurs(arg.text)) {
        const target = resolveId(id, arg.text);
        m.lazy.push(target);
        edit(node, `$lazy(${JSON.stringify(target)})`);
      } else if (arg && ts.isStringLiteral(arg) && node.arguments.length === 1) {
        // A package or built-in named in full resolves the same from program.js.
        edit(node, `$import(${JSON.stringify(arg.text)})`);
      } else {
        fail(id, 'import() of a computed name');
      }
      return;
    }
    if (ts.isTaggedTemplateExpression(node) && /[^\x00-\x7f]/.test(node.getText(sf))) fail(id, 'a tagged template with characters outside ASCII (its raw text would change)');
    if (!inFunction && (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier))) fail(id, 'top-level await');
    const fn = ts.isFunctionLike(node) || ts.isClassStaticBlockDeclaration(node);
    ts.forEachChild(node, (c) => walk(c, inFunction || fn));
  };
  for (const st of sf.statements) walk(st, false);
  return m;
}

function apply(m: Module): string {
  let out = m.text.replace(/^\/\/# sourceMappingURL=.*$/m, '');
  for (const e of [...m.edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return compact(out, m.id);
}

/**
 * A module without its comments and its lines' indentation (~30 % of the joined text: V8 parses,
 * and a process holds, a third less). A comment that spans lines becomes a line break (it ends a
 * statement as one would); the text of templates and strings is kept as it is.
 */
export function compact(text: string, id = 'module'): string {
  const sf = ts.createSourceFile(id, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const cuts = new Map<number, { end: number; text: string }>();
  const kept: Array<[number, number]> = [];
  const visit = (node: ts.Node): void => {
    for (const r of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
      const multiLine = r.kind === ts.SyntaxKind.MultiLineCommentTrivia;
      cuts.set(r.pos, { end: r.end, text: multiLine ? (text.slice(r.pos, r.end).includes('\n') ? '\n' : ' ') : '' });
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isRegularExpressionLiteral(node)) {
      kept.push([node.getStart(sf), node.getEnd()]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const inside = (at: number): boolean => kept.some(([s, e]) => at > s && at < e);
  let out = '';
  let i = 0;
  let lineStart = true;
  while (i < text.length) {
    const cut = cuts.get(i);
    if (cut) {
      out += cut.text;
      i = cut.end;
      continue;
    }
    const c = text[i]!;
    if (lineStart && (c === ' ' || c === '\t') && !inside(i)) {
      i++;
      continue;
    }
    lineStart = c === '\n';
    out += c;
    i++;
  }
  return out;
}

/** Our modules reachable from the entry, statically or through `import()` of a literal name. */
function collect(): { modules: Map<string, Module>; packages: string[] } {
  const packages: string[] = [];
  const packageIndex = (spec: string): number => {
    const at = packages.indexOf(spec);
    return at >= 0 ? at : packages.push(spec) - 1;
  };
  const modules = new Map<string, Module>();
  const todo = [ENTRY];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (modules.has(id)) continue;
    const m = parse(id, packageIndex);
    modules.set(id, m);
    todo.push(...m.deps, ...m.lazy);
  }
  return { modules, packages };
}

/** The packages a module needs before its function may run: its own and its static imports'. */
function packagesOf(id: string, modules: Map<string, Module>, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(id)) return out;
  seen.add(id);
  const m = modules.get(id)!;
  for (const p of m.packages) out.add(p);
  for (const d of m.deps) for (const p of packagesOf(d, modules, seen)) out.add(p);
  return out;
}

/**
 * Every character outside ASCII as a \u escape (a pair for one outside the BMP, which a `u` regex
 * reads as one code point): in a string, a template, a regex or a comment it means the same, and V8
 * keeps an ASCII source in one byte a character instead of two (~0.9 MB less of the scan's peak).
 */
export function ascii(text: string): string {
  // `\…` (an identity escape) would become a backslash and `u2026`.
  if (/\\[^\x00-\x7f]/.test(text)) throw new Error('a backslash before a character outside ASCII');
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export const SCRIPT = 'cli/program.joined.js';
export const TRACE = 'mcp-schema-sentinel.module-ran';

/** The joined modules as one script (program.joined.js), and the module that runs it (program.js). */
export function bundleCli(): { program: string; script: string; modules: string[] } {
  const { modules, packages } = collect();
  const entryPackages = packagesOf(ENTRY, modules);
  const lines: string[] = [
    `${MARK} from ${modules.size} modules of dist/src/, run by program.js: do not edit.`,
    '(function ($programUrl, $require, $packages, $import) {',
    "'use strict';",
    `const $importPackage = [${packages.map((p) => `() => ${REQUIRED.has(p) ? '$require' : '$import'}(${JSON.stringify(p)})`).join(', ')}];`,
    // What ran, for a test that checks a command runs no more than its work needs (none in use).
    `const $trace = globalThis[Symbol.for(${JSON.stringify(TRACE)})];`,
    'const $builtin = $trace ? (spec) => ($trace(spec), $require(spec)) : $require;',
    "/** A module's body, run once on first use; its exports after. `imported` fills an importer's bindings, when they exist. */",
    `const $ran = new Uint8Array(${modules.size});`,
    'function $module(index, path, body) {',
    '  let exports;',
    '  let running = false;',
    '  const waiting = [];',
    '  const run = () => {',
    '    if (exports === undefined && !running) {',
    '      running = true;',
    '      $ran[index] = 1;',
    '      const url = new URL(path, $programUrl).href;',
    '      if ($trace) $trace(url);',
    '      try {',
    '        exports = body(url);',
    '      } finally {',
    '        running = false;',
    '      }',
    '      for (const fill of waiting.splice(0)) fill(exports);',
    '    }',
    '    return exports;',
    '  };',
    '  run.imported = (fill) => {',
    '    const ns = run();',
    '    if (ns === undefined) waiting.push(fill);',
    '    else fill(ns);',
    '  };',
    '  return run;',
    '}',
  ];
  const needs: Record<string, number[]> = {};
  let index = 0;
  for (const m of modules.values()) {
    const url = relative(dirname(join(SRC, ENTRY)), join(SRC, m.id)).split('\\').join('/');
    const rel = url.startsWith('.') ? url : `./${url}`;
    const exp = [...m.exports].map(([name, local]) => (name === local ? name : `${name}: ${local}`)).join(', ');
    lines.push(
      `// ---- ${m.id}`,
      `const ${key(m.id)} = $module(${index++}, ${JSON.stringify(rel)}, ($url) => {`,
      apply(m),
      `return Object.freeze({ __proto__: null, ${exp} });`,
      '});',
    );
    if (m.id !== ENTRY) needs[m.id] = [...packagesOf(m.id, modules)].map((p) => packages.indexOf(p)).filter((i) => !entryPackages.has(packages[i]!));
  }
  const used = new Set([...modules.values()].flatMap((m) => m.lazy));
  const table = [...used].map((id) => `${JSON.stringify(id)}: [${key(id)}, [${needs[id]!.join(', ')}]]`).join(',\n  ');
  lines.push(
    '// Modules reached through import(), with the packages each needs loaded first.',
    `const $lazyModules = {\n  ${table}\n};`,
    'async function $lazy(id) {',
    '  const [module, needs] = $lazyModules[id];',
    '  await Promise.all(needs.map(async (i) => ($packages[i] ??= await $importPackage[i]())));',
    '  return module();',
    '}',
    // Which modules ran: code-cache.ts writes the cache again when a command ran one it had not seen.
    // `lazy` runs a module of the table as an import() of it would: bench/lib/load-once.ts times the engine's load so.
    `return { exports: ${key(ENTRY)}(), ran: $ran, lazy: $lazy };`,
    '})',
    '',
  );
  const program: string[] = [
    `${MARK}: the ${modules.size} modules it reaches run from ${posix.basename(SCRIPT)}, compiled through V8's code cache (code-cache.ts). \`tsc\` writes this file afresh.`,
  ];
  packages.forEach((p, i) => {
    if (entryPackages.has(p) && !REQUIRED.has(p)) program.push(`import * as $package${i} from ${JSON.stringify(p)};`);
  });
  const required = packages.filter((p) => entryPackages.has(p) && REQUIRED.has(p));
  if (required.length > 0) program.push("import { createRequire } from 'node:module';");
  program.push("import { runJoined } from './code-cache.js';");
  if (required.length > 0) program.push('const $require = createRequire(import.meta.url);');
  packages.forEach((p, i) => {
    if (required.includes(p)) program.push(`const $package${i} = $require(${JSON.stringify(p)});`);
  });
  program.push(
    `const packages = [${packages.map((p, i) => (entryPackages.has(p) ? `$package${i}` : 'undefined')).join(', ')}];`,
    `export const { ${[...modules.get(ENTRY)!.exports.keys()].join(', ')} } = runJoined(new URL(${JSON.stringify(`./${posix.basename(SCRIPT)}`)}, import.meta.url), import.meta.url, packages, (spec) => import(spec));`,
    '',
  );
  return { program: program.join('\n'), script: ascii(lines.join('\n')), modules: [...modules.keys()] };
}

function main(): number {
  try {
    const file = join(SRC, ENTRY);
    if (readFileSync(file, 'utf8').startsWith(MARK)) throw new Error(`${file} is joined already: run tsc first`);
    const { program, script } = bundleCli();
    writeFileSync(join(SRC, SCRIPT), script);
    rmSync(join(SRC, `${SCRIPT}.cache`), { force: true });
    writeFileSync(file, program);
    return 0;
  } catch (e) {
    console.error(`bundle-cli: ${(e as Error).message}`);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
