import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, isNotNull } from 'drizzle-orm';
import { DEMO_EXCHANGE } from '@/demo/people';
import { products } from '@/server/db/schema/catalog';
import { exchangeSessions } from '@/server/db/schema/exchange';
import { replay } from '@/scripts/exchange/replay';
import { startExchangeServer, type ExchangeTestServer } from './exchange-support';

// The whole way, nothing stood in: the replay tool plays 1C over HTTP, the real importer reads
// a real 1C:УТ export (tests/fixtures/commerceml/1c-ut) that arrives zipped and in chunks.
const FIXTURE = path.join(import.meta.dirname, '../fixtures/commerceml/1c-ut');

let ex: ExchangeTestServer;
let folder: string;
beforeAll(async () => {
  ex = await startExchangeServer();
  folder = await mkdtemp(path.join(tmpdir(), 'vitrina-replay-real-'));
  await cp(FIXTURE, folder, { recursive: true });
});
afterAll(async () => {
  await ex.close();
  await rm(folder, { recursive: true, force: true });
});

const imported = () =>
  ex.api.db
    .select({ externalId: products.externalId, source: products.source })
    .from(products)
    .where(isNotNull(products.externalId));

describe('a real 1C export through the replay tool', () => {
  it.each([true, false])(
    'zip=%s: the goods land in the catalogue, the session is logged',
    async (zip) => {
      ex.cfg.zip = zip;
      ex.cfg.fileLimit = 1024;
      const lines: string[] = [];
      const result = await replay({
        url: `${ex.api.origin}/api/1c/exchange`,
        user: DEMO_EXCHANGE.email,
        password: DEMO_EXCHANGE.password,
        dir: folder,
        log: (l) => lines.push(l),
      });
      expect(result.imported.map((i) => i.name)).toEqual(['import0_1.xml', 'offers0_1.xml']);
      expect(result.uploaded.some((u) => u.chunks > 1)).toBe(true);
      const goods = await imported();
      // The excerpt holds three goods; running it twice changes nothing.
      expect(goods).toHaveLength(3);
      expect(goods.every((g) => g.source === '1c')).toBe(true);
      const [session] = await ex.api.db
        .select()
        .from(exchangeSessions)
        .orderBy(desc(exchangeSessions.id))
        .limit(1);
      expect(session?.status).toBe('success');
      expect(session?.error).toBeNull();
      expect(Object.keys(session?.stats ?? {})).toEqual(
        expect.arrayContaining(['import0_1.xml', 'offers0_1.xml']),
      );
      expect(lines.at(-1)).toBe('catalog/complete: success');
    },
  );
});
