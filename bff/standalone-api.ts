import { serve } from '@hono/node-server';
import { env } from '@/lib/env';
import { getApiApp } from './api-instance';
import { getDatabase } from './database';

// `npm run api`: the API alone, for a split deployment (storefronts with API_BASE_URL).
const port = env().API_PORT;
await getDatabase();
serve({ fetch: getApiApp().fetch, port, hostname: '0.0.0.0' }, (info) => {
  console.log(`Витрина API слушает http://localhost:${info.port}/api/ (справочник: /api/docs/)`);
});
