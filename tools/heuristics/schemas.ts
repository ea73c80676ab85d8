import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { parseDataText } from '../../src/heuristics/data-text.js';
import { HEURISTICS_DIR, dataFileNames } from './data-files.js';
import { SEAL_FILE } from '../../src/heuristics/load.js';

/**
 * The JSON Schema of each data file (heuristics/schema/): what an editor and a reviewer can check
 * without the engine. The engine's own validation (parse-data.ts) stays the gate at load time and
 * checks what a schema cannot (unique ids across files, known families and macros, patterns that
 * compile); the tests hold the two to the same files.
 */

const require = createRequire(import.meta.url);
// ajv is CommonJS with its class as `default`.
const Ajv = (require('ajv') as { default: new (o: object) => AjvLike }).default;

interface AjvLike {
  addSchema(schema: object): AjvLike;
  getSchema(id: string): ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string; params?: Record<string, unknown> }> | null };
}

/** The schema file that describes a data file. */
export function schemaFor(file: string): string {
  if (file === SEAL_FILE) return 'seal.schema.json';
  return file.startsWith('cues/') ? 'cues.schema.json' : file.replace(/\.json$/, '.schema.json');
}

const SCHEMAS = ['defs', 'catalogue', 'scoring', 'macros', 'cues', 'context', 'risky-names', 'confusables', 'invisible', 'labels', 'seal'].map((n) => `${n}.schema.json`);

export class SchemaSet {
  private readonly ajv: AjvLike;

  constructor(dir: string = HEURISTICS_DIR) {
    this.ajv = new Ajv({ allErrors: false, strict: true, strictRequired: false, allowUnionTypes: true });
    for (const s of SCHEMAS) this.ajv.addSchema(JSON.parse(readFileSync(join(dir, 'schema', s), 'utf8')) as object);
  }

  /** One line per error: `heuristics/<file> <path>: <message>`; empty when the file is valid. */
  check(file: string, data: unknown): string[] {
    const validate = this.ajv.getSchema(schemaFor(file));
    if (!validate) return [`heuristics/${file}: no schema (expected heuristics/schema/${schemaFor(file)})`];
    if (validate(data)) return [];
    return (validate.errors ?? []).map((e) => {
      const p = e.params ?? {};
      const extra = 'additionalProperty' in p ? ` "${String(p.additionalProperty)}"` : 'propertyName' in p ? ` (key "${String(p.propertyName)}")` : '';
      return `heuristics/${file} ${e.instancePath || '/'}: ${e.message ?? 'invalid'}${extra}`;
    });
  }
}

/** Every data file of `dir`, and its seal, checked against its schema. */
export function checkSchemas(dir: string = HEURISTICS_DIR): string[] {
  const set = new SchemaSet(dir);
  return [...dataFileNames(dir), SEAL_FILE].flatMap((f) => set.check(f, parseDataText(readFileSync(join(dir, f), 'utf8'))));
}
