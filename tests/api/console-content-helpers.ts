import { startTestServer, type TestServer } from '../support/test-server';
import { consoleClient, type ConsoleClient } from './console-content-support';

export interface NavItem {
  id: number;
  type: string;
  title: string;
  slug: string;
  target: string | null;
}

/**
 * A content console file's own server on 5 demo products, with the manager's and a guest's
 * clients; the cache tags each write dropped land in `dropped`. The objects come back empty and
 * beforeAll fills them in, so that a file can name them at its top, before its hooks have run.
 */
export function contentSuite() {
  const api = {} as TestServer;
  const manager = {} as ConsoleClient;
  const guest = {} as ConsoleClient;
  const dropped: string[][] = [];
  beforeAll(async () => {
    const onCatalogChanged = (tags: string[]) => void dropped.push(tags);
    Object.assign(api, await startTestServer({ products: 5, deps: { onCatalogChanged } }));
    Object.assign(manager, await consoleClient(api, 'manager@vitrina.by'));
    Object.assign(guest, await consoleClient(api, null));
  });
  afterAll(() => api.close());
  return { api, manager, guest, dropped };
}
