import { markPriceListsStale, REBUILD_DEBOUNCE_MS } from '@/server/console-price-lists/freshness';
import { startTestServer } from '../support/test-server';

describe('a closed test server leaves no price-list rebuild behind', () => {
  it('drops the rebuild waiting for its debounce, which would build on a closed database', async () => {
    const api = await startTestServer({ products: 5 });
    const error = vi.spyOn(console, 'error');
    try {
      await markPriceListsStale(api.deps.database);
      await api.close();
      // Past the moment the dropped rebuild would have run.
      await new Promise((resolve) => setTimeout(resolve, REBUILD_DEBOUNCE_MS + 500));
      const priceListErrors = error.mock.calls.filter((call) =>
        String(call[0]).startsWith('[price-lists]'),
      );
      expect(priceListErrors).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });
});
