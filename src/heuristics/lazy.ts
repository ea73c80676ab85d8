import type { HeuristicId } from '../model.js';
import type { CatalogueData } from './data.js';
import type { ContentInput, HeuristicMeta, Heuristics } from './types.js';
import type { LoadedHeuristics } from './build.js';
import type { NameSpaces, ShadowVerdict } from './shadowing.js';
import { Checker } from './check.js';
import { HeuristicsDataError } from './errors.js';
import { parseCatalogue } from './parse-data.js';
import { DEFAULT_HEURISTICS_DIR, readJson } from './files.js';

/**
 * The analysis of a server needed the content engine before it was loaded. Thrown before anything
 * is written (inside the server's transaction, which it rolls back): the pipeline loads the engine
 * (`prepare`) and analyses the server again.
 */
export class EngineNotLoaded extends Error {
  override readonly name = 'EngineNotLoaded';
  constructor() {
    super('the content heuristics are not loaded yet');
  }
}

/**
 * The heuristics as a scan holds them: the catalogue (ids, slugs, severities, the version every
 * record carries) is read at once, one small file; the engine (its modules, every cue file, the
 * macros, the keyword index, the patterns) only when a text has to be judged or a tool name
 * weighed: first contact, or a manifest other than the approved one. An unchanged rescan reads no
 * cue file and compiles no pattern: it pays for what it does. A data file that does not validate
 * is reported when the engine is first needed (`heuristics test` validates every file at once).
 *
 * The engine's modules are imported on demand (an import is asynchronous), so `prepare()` must
 * have run before `content()` or `isRiskyName()` can answer; until then they throw EngineNotLoaded.
 */
export class LazyHeuristics implements Heuristics {
  readonly version: string;
  readonly catalogue: HeuristicMeta[];
  private readonly metas: Map<HeuristicId, HeuristicMeta>;
  private engine: LoadedHeuristics | null = null;

  constructor(
    catalogue: CatalogueData,
    private readonly dir: string | undefined,
  ) {
    this.version = catalogue.version;
    this.catalogue = catalogue.heuristics.map((m) => ({ ...m }));
    this.metas = new Map(this.catalogue.map((m) => [m.id, m]));
  }

  /** Whether the engine has been loaded (an unchanged rescan leaves it unloaded). */
  get loaded(): boolean {
    return this.engine !== null;
  }

  /** Imports and builds the engine, once (the shipped folder's engine is cached per process). */
  async prepare(): Promise<void> {
    if (this.engine !== null) return;
    // The built CLI runs load.js and its modules from its joined program (tools/bundle-cli.ts),
    // compiled with the rest from V8's code cache: this import reads no file there.
    const { loadHeuristics } = await import('./load.js');
    const h = loadHeuristics(this.dir);
    if (h.version !== this.version) throw new HeuristicsDataError('catalogue.json', null, `changed while the scan ran (version ${this.version}, now ${h.version})`);
    this.engine = h;
  }

  private ready(): LoadedHeuristics {
    if (this.engine === null) throw new EngineNotLoaded();
    return this.engine;
  }

  get fileVersions(): Record<string, string> {
    return this.ready().fileVersions;
  }

  meta(id: HeuristicId): HeuristicMeta {
    const m = this.metas.get(id);
    if (!m) throw new HeuristicsDataError('catalogue.json', id, 'not in the catalogue');
    return m;
  }

  isRiskyName(name: string): boolean {
    return this.ready().isRiskyName(name);
  }

  content(input: ContentInput) {
    return this.ready().content(input);
  }

  nameShadow(name: string, other: string, text: string, spaces?: NameSpaces): ShadowVerdict | null {
    return this.ready().nameShadow(name, other, text, spaces);
  }
}

/** The heuristics of `dir` (default: the folder shipped with the package), the engine loaded when first needed. */
export function lazyHeuristics(dir?: string): LazyHeuristics {
  return new LazyHeuristics(parseCatalogue(new Checker('catalogue.json'), readJson(dir ?? DEFAULT_HEURISTICS_DIR, 'catalogue.json')), dir);
}
