/** The heuristics package: load the data, run the content engine, list and test. */
export { loadHeuristics, readHeuristicsFiles, DEFAULT_HEURISTICS_DIR } from './load.js';
export { buildHeuristics, LoadedHeuristics } from './build.js';
export { HeuristicsDataError } from './errors.js';
export { catalogueRows, heuristicsTest, type CatalogueRow, type TestContext } from './inspect.js';
export { checkExamples, type ExampleFailure } from './examples.js';
export { nameTokens } from './risky-names.js';
export type { Heuristics, HeuristicMeta, ContentInput, ContentText } from './types.js';
