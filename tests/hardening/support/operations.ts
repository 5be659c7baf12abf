import fc from 'fast-check';
import { fuzzArb, validArb, type JsonSchema, type Targets } from './json-schema-arb';
import {
  hostileBody,
  hostileValue,
  ODD_METHODS,
  PATH_TRICKS,
  QUERY_TRICKS,
  serialize,
} from './hostile';

/** One operation of /api/openapi.json, as the fuzzer needs it. */
export interface Operation {
  id: string;
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  secured: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: Operation['params'];
        requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
        security?: unknown[];
      }
    >
  >;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content['application/json'].schema,
      secured: !!op.security,
    })),
  );
}

export interface FuzzRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : serialize(v));
/** encodeURIComponent, byte for byte: lone surrogates go as UTF-8 of U+FFFD instead of throwing. */
const enc = (v: unknown) =>
  [...Buffer.from(text(v), 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

function segmentArb(schema: JsonSchema, targets: Targets): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: validArb(schema, targets).map((v) => enc(v)) },
    { weight: 1, arbitrary: hostileValue().map((v) => enc(v).slice(0, 9000)) },
    { weight: 2, arbitrary: fc.constantFrom(...PATH_TRICKS) },
  );
}

function queryArb(op: Operation, targets: Targets): fc.Arbitrary<string> {
  const parts = op.params
    .filter((p) => p.in === 'query')
    .map((p) =>
      fc.option(
        fc
          .oneof(
            { weight: 5, arbitrary: validArb(p.schema, targets).map((v) => enc(v)) },
            { weight: 2, arbitrary: fc.constantFrom(...QUERY_TRICKS) },
            { weight: 1, arbitrary: hostileValue().map((v) => enc(v).slice(0, 9000)) },
          )
          .map((v) => `${p.name}=${v}`),
        { freq: 2 },
      ),
    );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('page=1&page=2', 'a[b]=1', '__proto__=1', '&&&=', 'q=%00'),
    },
  );
  return fc.tuple(fc.tuple(...parts), extra).map(([ps, e]) => {
    const all = [...ps, e].filter((x): x is string => typeof x === 'string');
    return all.length ? `?${all.join('&')}` : '';
  });
}

/** Whole-path tricks on top of the filled template. */
const pathTrick = fc.oneof(
  { weight: 12, arbitrary: fc.constant(null) },
  fc.constantFrom<(p: string) => string>(
    (p) => `/${p}`,
    (p) => p.replace('/api/', '/api//'),
    (p) => p.replace(/\/$/, ''),
    (p) => p.toUpperCase(),
    (p) => `${p}..%2f..%2f`,
    (p) => `/api/%2e%2e${p}`,
    (p) => `/api/../${p.slice(5)}`,
    (p) => `${p}${'a/'.repeat(3000)}`,
  ),
);

/** A request for the operation: mostly contract-shaped with hostile parts, sometimes all hostile. */
export function requestArb(op: Operation, targets: Targets): fc.Arbitrary<FuzzRequest> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const segments = fc.tuple(
    ...names.map((n) => segmentArb(op.params.find((p) => p.name === n)?.schema ?? {}, targets)),
  );
  const body: fc.Arbitrary<{ body?: string; contentType?: string }> = op.body
    ? fc.oneof(
        {
          weight: 8,
          arbitrary: fuzzArb(op.body, targets).map((v) => ({
            body: serialize(v),
            contentType: 'application/json',
          })),
        },
        { weight: 1, arbitrary: hostileBody() },
      )
    : op.method === 'GET'
      ? fc.constant({})
      : fc.oneof(fc.constant({}), hostileBody());
  const method = fc.oneof(
    { weight: 20, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS) },
  );
  return fc
    .record({ segments, query: queryArb(op, targets), body, trick: pathTrick, method })
    .map(({ segments: values, query, body: b, trick, method: m }) => {
      let i = 0;
      const filled = op.path.replace(/\{(\w+)\}/g, () => values[i++] ?? '');
      return { method: m, path: (trick ? trick(filled) : filled) + query, ...b };
    });
}
