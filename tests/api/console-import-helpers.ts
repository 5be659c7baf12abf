import { eq } from 'drizzle-orm';
import type { ImportPreview, ImportStatus } from '@/lib/api/contract/console-import';
import { DEMO_MANAGER } from '@/demo/people';
import { products } from '@/server/db/schema/catalog';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInByPassword } from './auth-support';

/** Helpers of the spreadsheet import tests: uploads, a run to its end, the products it wrote. */

/**
 * Starts an import file's own server on 10 demo products and signs the manager in (`manager` is
 * the access token); the cache tags each catalogue change dropped land in `changed`.
 */
export async function startImportServer(changed: string[][] = []) {
  const api = await startTestServer({
    products: 10,
    deps: { onCatalogChanged: (tags: string[]) => void changed.push(tags) },
  });
  const signedIn = await signInByPassword(api, DEMO_MANAGER.email, DEMO_MANAGER.password);
  return { api, manager: signedIn.body.access };
}

/**
 * The calls both import files make, bound to the file's server and manager: beforeAll sets
 * them only after the module has loaded, hence the getter.
 */
export function importCalls(suite: () => { api: TestServer; manager: string }) {
  function upload(bytes: Buffer, name: string, token = suite().manager) {
    const { api } = suite();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return api.request<ImportPreview & Record<string, string[]>>('/api/manager/import/upload/', {
      method: 'POST',
      body: form,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  }

  const json = (method: string, body: unknown, token = suite().manager): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

  async function runToEnd(preview: ImportPreview, extra: Record<string, unknown> = {}) {
    const { api, manager } = suite();
    const started = await api.request<ImportStatus>(
      '/api/manager/import/',
      json('POST', { upload_id: preview.upload_id, mapping: preview.mapping, ...extra }),
    );
    expect(started.status).toBe(202);
    let status = started.body;
    for (let i = 0; i < 100 && status.state === 'running'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      status = (
        await api.request<ImportStatus>(`/api/manager/import/${status.id}/`, {
          headers: { Authorization: `Bearer ${manager}` },
        })
      ).body;
    }
    return status;
  }

  const productBy = async (article: string) =>
    (await suite().api.db.select().from(products).where(eq(products.article, article)))[0];

  return { upload, json, runToEnd, productBy };
}
