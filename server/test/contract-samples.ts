/** Bodies for the contract's operations, for the tests that drive every operation from the contract (errors*.test.ts). */

/** A value that passes the schema. */
export function sample(schema: any): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k: string) => [k, sample(schema.properties[k])]));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    default: {
      if (schema.format === 'date-time') return '2031-01-01T00:00:00.000Z';
      const candidates = ['example.com', 'demo', '/keepalive', '0644'];
      return schema.pattern ? candidates.find((c) => new RegExp(schema.pattern).test(c)) : 'example.com';
    }
  }
}
