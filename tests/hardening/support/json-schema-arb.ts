import fc from 'fast-check';
import { hostileValue } from './hostile';

/**
 * Values for a JSON Schema as the OpenAPI document (/api/openapi.json) states it. zod-fast-check
 * does not support zod 4, whose contract (lib/api/contract) is the source of that document, so
 * the fuzzer derives its arbitraries from the JSON Schemas zod itself emits (z.toJSONSchema):
 * the same types, bounds, enums and patterns, one step removed.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Ids worth aiming at: another buyer's orders and points, so access control is probed too. */
export interface Targets {
  ids: number[];
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length <= (s.maxLength ?? 1e6));
    } catch {
      // a pattern JavaScript cannot compile: plain strings below
    }
  }
  const maxLength = Math.min(s.maxLength ?? 40, 60);
  return fc.string({
    minLength: Math.min(s.minLength ?? 0, maxLength),
    maxLength,
    unit: 'grapheme',
  });
}

function intArb(s: JsonSchema, targets: Targets): fc.Arbitrary<number> {
  const exclusive = s.exclusiveMinimum === true ? 1 : 0;
  const min =
    typeof s.exclusiveMinimum === 'number'
      ? s.exclusiveMinimum + 1
      : (s.minimum ?? -1e6) + exclusive;
  const max = Math.min(s.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 5000) }) },
    { weight: 2, arbitrary: fc.constantFrom(...(targets.ids.length ? targets.ids : [1])) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

/** A value the schema accepts (as far as its JSON form tells). */
export function validArb(s: JsonSchema, targets: Targets, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((a) => validArb(a, targets, depth + 1)));
  if (s.allOf?.length) return validArb(Object.assign({}, ...s.allOf) as JsonSchema, targets, depth);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  let arb: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      arb = stringArb(s);
      break;
    case 'integer':
      arb = intArb(s, targets);
      break;
    case 'number':
      arb = fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
      break;
    case 'boolean':
      arb = fc.boolean();
      break;
    case 'null':
      arb = fc.constant(null);
      break;
    case 'array':
      arb =
        depth > 4
          ? fc.constant([])
          : fc.array(validArb(s.items ?? {}, targets, depth + 1), {
              minLength: s.minItems ?? 0,
              maxLength: Math.min(s.maxItems ?? 5, 5),
            });
      break;
    case 'object':
      arb = objectArb(s, targets, depth, validArb);
      break;
    default:
      arb = fc.jsonValue({ maxDepth: 2 });
  }
  return s.nullable ? fc.oneof({ weight: 5, arbitrary: arb }, fc.constant(null)) : arb;
}

function objectArb(
  s: JsonSchema,
  targets: Targets,
  depth: number,
  leaf: (s: JsonSchema, t: Targets, d: number) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (depth > 4 || !s.properties)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 3,
    });
  const required = new Set(s.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(s.properties))
    model[name] = leaf(prop, targets, depth + 1);
  return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
}

/** Mostly valid, with hostile leaves: the shape that reaches past validation into services. */
export function fuzzArb(s: JsonSchema, targets: Targets, depth = 0): fc.Arbitrary<unknown> {
  if (s.type === 'object' || s.properties) {
    return fc.oneof(
      { weight: 6, arbitrary: objectArb(s, targets, depth, fuzzArb) },
      { weight: 1, arbitrary: hostileValue() },
    );
  }
  return fc.oneof(
    { weight: 4, arbitrary: validArb(s, targets, depth) },
    { weight: 1, arbitrary: hostileValue() },
  );
}
