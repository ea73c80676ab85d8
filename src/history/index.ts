/** The append-only, tamper-evident history. The only part of the program that knows SQL. */
export { openStore, openMemoryStore } from './store.js';
export type { OpenOptions } from './store.js';
export { HistoryError, HISTORY_ERROR_CODES } from './errors.js';
export type { HistoryErrorCode } from './errors.js';
export type * from './types.js';
