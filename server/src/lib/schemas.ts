import Ajv, { type ValidateFunction } from 'ajv';
import { loadContract } from './openapi.js';

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function instance() {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ components: loadContract().document.components }, 'openapi');
  }
  return ajv;
}

/** A validator for a named component schema of the contract. */
export function componentValidator(name: string): ValidateFunction {
  let v = compiled.get(name);
  if (!v) {
    v = instance().getSchema(`openapi#/components/schemas/${name}`);
    if (!v) throw new Error(`No schema ${name} in the contract`);
    compiled.set(name, v);
  }
  return v;
}

/** A validator for an already inlined schema (cached by identity). */
const bySchema = new WeakMap<object, ValidateFunction>();
export function schemaValidator(schema: object): ValidateFunction {
  let v = bySchema.get(schema);
  if (!v) bySchema.set(schema, (v = instance().compile(schema)));
  return v;
}

export function assertValid<T>(name: string, value: unknown, what: string): T {
  const v = componentValidator(name);
  if (!v(value)) {
    const detail = (v.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}`)
      .join('; ');
    throw new Error(`${what} does not match the contract schema ${name}: ${detail}`);
  }
  return value as T;
}
