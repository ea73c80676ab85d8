/** The report stage: records in, text out (JSONL for machines, pretty for people, SARIF for CI). */
export { escapeForTerminal, truncate, isUnsafeCodePoint, type EscapeOptions } from './escape.js';
export { safeOutput, safeWrite, toJsonlLine, writeJsonl, type SafeOutput } from './jsonl.js';
export { renderPretty, summaryLine, type PrettyOptions } from './pretty.js';
export { toSarif, sarifLevel, manifestUri, SARIF_SCHEMA_URI, SARIF_TOOL_NAME, type SarifOptions, type SarifRuleSource } from './sarif.js';
export { OUTPUT_FORMATS, summarize, emptySeverityCounts, type OutputFormat, type ScanSummary } from './types.js';
export { findingWords, recordHeadline, recordTitle, errorTitle, errorWords, formatValue, type FindingContext } from './words.js';
export { groupRecords, compareRecords, topFinding, type ServerGroup, type ToolGroup } from './order.js';
