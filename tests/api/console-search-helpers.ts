import { sql } from 'drizzle-orm';
import { searchSynonyms } from '@/server/db/schema/search';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, consoleCallers, type ConsoleCallers } from './console-support';

export interface Group {
  id: number;
  terms: string[];
  kind: 'synonym' | 'brand';
  version: number;
  updated_at: string;
}
export interface Groups {
  count: number;
  next: string | null;
  previous: string | null;
  results: Group[];
}
export type Errors = Record<string, string[]> & { detail?: string };

export const PATH = '/api/manager/search/synonyms/';

/** The synonym calls, as the manager unless told. */
function synonymCalls(api: TestServer, who: ConsoleCallers) {
  return {
    create: (body: unknown, as = who.manager) => call<Group & Errors>(api, as, 'POST', PATH, body),
    update: (id: number, body: unknown) =>
      call<Group & Errors>(api, who.manager, 'PUT', `${PATH}${id}/`, body),
    remove: (id: number) => call<Errors>(api, who.manager, 'DELETE', `${PATH}${id}/`),
    list: (query = '') => call<Groups>(api, who.manager, 'GET', `${PATH}${query}`),
    /** The engine's refresh key (the agreed rule): any write must move it. */
    refreshKey: async () =>
      JSON.stringify(
        await api.db
          .select({
            n: sql<number>`count(*)::int`,
            at: sql<string>`max(${searchSynonyms.updatedAt})::text`,
            id: sql<number>`max(${searchSynonyms.id})`,
          })
          .from(searchSynonyms),
      ),
  };
}

/**
 * A synonym file's own server with no products, the console's callers, and the synonym calls;
 * the cache tags each write dropped land in `dropped`. The objects come back empty and
 * beforeAll fills them in, so that a file can name them at its top, before its hooks have run.
 */
export function synonymSuite() {
  const api = {} as TestServer;
  const who = {} as ConsoleCallers;
  const dropped: string[][] = [];
  beforeAll(async () => {
    const onCatalogChanged = (tags: string[]) => void dropped.push(tags);
    Object.assign(api, await startTestServer({ products: 0, deps: { onCatalogChanged } }));
    Object.assign(who, await consoleCallers(api));
    // Whatever migration 0013 brings by default, these tests count only their own groups.
    await api.db.delete(searchSynonyms);
  });
  afterAll(() => api.close());
  return { api, who, dropped, ...synonymCalls(api, who) };
}
