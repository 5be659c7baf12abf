import { z } from 'zod';
import type { AnyEndpoint } from '@/lib/api/endpoint';

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType | undefined, io: 'input' | 'output'): Json | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
}

const errorBody = {
  description: 'Ошибка в формате DRF: {"detail": "..."} или {"поле": ["сообщение"]}',
  content: {
    'application/json': {
      schema: {
        oneOf: [
          { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
          { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        ],
      },
    },
  },
};

function parameters(e: AnyEndpoint): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ['path', e.params],
    ['query', e.query],
  ] as const) {
    const json = schemaOf(schema, 'input');
    const props = (json?.properties ?? {}) as Record<string, Json>;
    const required = new Set((json?.required ?? []) as string[]);
    for (const [name, s] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
    }
  }
  return out;
}

/** The OpenAPI 3 document of the contract: every call of spec §7. */
export function buildOpenApi(endpoints: readonly AnyEndpoint[], serverUrl: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const e of endpoints) {
    const path = e.path.replace(/\{(\w+)\+\}/g, '{$1}');
    const op: Json = {
      operationId: e.id,
      summary: e.summary,
      tags: [e.tag],
      parameters: parameters(e),
      responses: {
        [String(e.status ?? 200)]: {
          description: 'Успешный ответ',
          content: { 'application/json': { schema: schemaOf(e.response, 'output') } },
        },
        '4XX': errorBody,
      },
    };
    if (e.access !== 'public') op.security = [{ bearer: [] }];
    const body = schemaOf(e.body, 'input');
    if (body)
      op.requestBody = {
        required: !e.body?.safeParse(undefined).success,
        content: { 'application/json': { schema: body } },
      };
    (paths[path] ??= {})[e.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Витрина API',
      version: '1.0.0',
      description:
        'API интернет-витрины оптовой торговли. Ошибки — в формате DRF, тексты на русском.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
