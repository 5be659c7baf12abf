import { serve } from '@hono/node-server';
import { env } from '@/lib/env';
import { getApiApp } from './api-instance';
import { getDatabase } from './database';
import { securityHeadersFromEnv } from '@/lib/security/security-headers';

// `npm run api`: the API alone, for a split deployment (storefronts with API_BASE_URL).
const port = env().API_PORT;
await getDatabase();
// Issue #17: the same security headers next.config.ts gives the API inside the storefront.
const headers = securityHeadersFromEnv();
async function withHeaders(request: Request): Promise<Response> {
  const answer = await getApiApp().fetch(request);
  const response = new Response(answer.body, answer);
  for (const { key, value } of headers) response.headers.set(key, value);
  return response;
}
serve({ fetch: withHeaders, port, hostname: '0.0.0.0' }, (info) => {
  console.log(`Витрина API слушает http://localhost:${info.port}/api/ (справочник: /api/docs/)`);
});
