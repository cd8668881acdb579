import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Schemas } from '@panel/contract';

/**
 * Contract-valid but unusual replies, built from the contract's own component schemas
 * (contract/openapi.yaml), for the property test of the screens (`app/screens.property.test.tsx`).
 * Whatever a schema leaves open is pushed to an edge: empty and long arrays, strings at their
 * `maxLength` (or long when there is none) and non-ASCII, optional properties left out, an unknown
 * property where the schema allows one (`additionalProperties` not false), a `null` wherever the
 * type includes `null`, enums and booleans drawn at random, entries in no order. Everything is drawn
 * from a seeded generator, so a variant is the same on every run.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

// Read from disk (the tests run in Node): the dev server does not serve files outside the client.
const openapiText = readFileSync(fileURLToPath(import.meta.resolve('@panel/contract/openapi.yaml')), 'utf8');
const document = parse(openapiText) as { components: { schemas: Record<string, Schema> } };
const schemas = document.components.schemas;

/** How a variant pushes what the schemas leave open. */
export interface Variant {
  name: string;
  seed: number;
  /** How many items every array gets (at least its `minItems`). */
  arrays: 'empty' | 'few' | 'long';
  /** Strings: short ASCII, at their maximum length, or non-ASCII. */
  strings: 'plain' | 'max' | 'unicode';
  /** Leave out every property that is not required. */
  omitOptional: boolean;
  /** `null` wherever the schema allows one (otherwise a value of the other type). */
  nulls: boolean;
  /** An unknown property on every object whose schema allows more. */
  extra: boolean;
}

export const LONG_ARRAY = 200;
const FEW = 5;
/** A string's length when the schema sets no maximum: long enough to overflow any cell. */
const LONG_STRING = 255;
const UNICODE = 'żółć-名前-Ünïcødé';

export const variants: readonly Variant[] = [
  { name: 'empty lists, nulls', seed: 1, arrays: 'empty', strings: 'plain', omitOptional: false, nulls: true, extra: false },
  { name: 'long lists, longest strings, extra fields', seed: 2, arrays: 'long', strings: 'max', omitOptional: false, nulls: false, extra: true },
  {
    name: 'non-ASCII names, optional fields absent, nulls, extra fields',
    seed: 3,
    arrays: 'few',
    strings: 'unicode',
    omitOptional: true,
    nulls: true,
    extra: true,
  },
];

/** A small seeded generator (mulberry32): the same seed, the same values. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

type Random = ReturnType<typeof seededRandom>;

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = schemas[name];
  if (!target) throw new Error(`No schema ${schema.$ref}`);
  // A $ref beside other keys (a description) is the referenced schema.
  return resolve(target);
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

class Builder {
  private counter = 0;
  constructor(
    private readonly variant: Variant,
    private readonly random: Random,
  ) {}

  /** A string unique within the reply (names are keys), as the variant shapes it. */
  private string(schema: Schema): string {
    const tag = `${(this.counter++).toString(36)}`;
    const max = schema.maxLength ?? LONG_STRING;
    const min = schema.minLength ?? 0;
    let text: string;
    if (this.variant.strings === 'max') text = `${tag}-`.padEnd(max, 'x-long-name-');
    else if (this.variant.strings === 'unicode') text = `${UNICODE}-${tag}`;
    else text = `Name-${this.random.pick(['a', 'B', 'c', 'D'])}${tag}`;
    if (text.length > max) text = text.slice(0, max);
    return text.padEnd(min, 'x');
  }

  private integer(schema: Schema): number {
    const min = schema.minimum ?? 0;
    const max = schema.maximum ?? min + 10 * 1024 ** 3;
    // At the top of the range, still unique (ids are keys).
    if (this.variant.strings === 'max') return Math.max(min, max - this.counter++);
    return this.random.int(min, Math.min(max, min + 10 * 1024 ** 3));
  }

  private arrayLength(schema: Schema): number {
    const wanted = { empty: 0, few: FEW, long: LONG_ARRAY }[this.variant.arrays];
    return Math.min(Math.max(wanted, schema.minItems ?? 0), schema.maxItems ?? Infinity);
  }

  value(raw: Schema): unknown {
    const schema = resolve(raw);
    if (schema.allOf) {
      return Object.assign({}, ...schema.allOf.map((part) => this.value(part)));
    }
    if (schema.const !== undefined) return schema.const;
    const types = typesOf(schema);
    const nullable = schema.nullable === true || types.includes('null');
    if (nullable && this.variant.nulls) return null;
    if (schema.enum) return this.random.pick(schema.enum.filter((item) => item !== null));
    const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
    switch (type) {
      case 'string':
        return this.string(schema);
      case 'integer':
        return this.integer(schema);
      case 'number':
        return this.integer(schema) + 0.5;
      case 'boolean':
        return this.random.next() < 0.5;
      case 'array': {
        const items = Array.from({ length: this.arrayLength(schema) }, () => this.value(schema.items ?? {}));
        return this.random.shuffle(items);
      }
      case 'object':
        return this.object(schema);
      default:
        throw new Error(`No values for type ${type}`);
    }
  }

  private object(schema: Schema): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const required = new Set(schema.required ?? []);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (!required.has(key) && this.variant.omitOptional) continue;
      out[key] = this.value(property);
    }
    const { additionalProperties } = schema;
    if (typeof additionalProperties === 'object') {
      for (let i = 0; i < 2; i++) out[this.string({})] = this.value(additionalProperties);
    } else if (additionalProperties !== false && this.variant.extra) {
      out[`x-unknown-${this.counter++}`] = { nested: [1, 'two', null], note: UNICODE };
    }
    return out;
  }
}

/**
 * A value of the contract's component schema `name`, as `variant` shapes it. The type is the
 * generated one; that the value fits it is what the generator is for (it reads the same schemas the
 * types are generated from), so this is the test's one boundary from built JSON to a typed reply.
 */
export function contractValue<N extends keyof Schemas>(name: N, variant: Variant, seedOffset = 0): Schemas[N] {
  const schema = schemas[name];
  if (!schema) throw new Error(`No schema ${name} in the contract`);
  return new Builder(variant, seededRandom(variant.seed * 7919 + seedOffset)).value(schema) as Schemas[N];
}
