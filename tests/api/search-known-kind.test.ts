import { bestHits } from '@/server/search/best-hits';
import { knownFromHits, MODAL_SEARCH_HITS } from '@/server/search/modal-search';
import { namedKinds, someOfKindHas } from '@/server/search/relax-probes';
import { resolveQuery } from '@/server/search/resolve';
import { searchSql } from '@/server/search/ts-query';
import { startTestServer, type TestServer } from '../support/test-server';
import { RELEVANCE_CASES } from './search-relevance-cases';

// The dropdown's shortcut (modal-search.ts): when its best hit is below the head levels and
// none is of a kind the query names, it tells soft matching that no product of that kind has
// the words, instead of asking the index. Here the index is asked anyway, for every text of
// the relevance set and the moments of typing its last word, and must agree.

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer({ products: 2000 });
}, 180_000);
afterAll(() => api.close());

/** The text, and the text with its last word typed up to one, two and three letters. */
function typingStates(text: string): string[] {
  const words = text.split(' ');
  const last = words.pop() ?? '';
  const head = words.join(' ');
  const cut = [1, 2, 3].filter((n) => n < last.length).map((n) => `${head} ${last.slice(0, n)}`);
  return head ? [...cut, text] : [text];
}

describe('the dropdown tells soft matching what its hits already prove', () => {
  it('claims no product of the named kind has the words only when none has', async () => {
    const texts = [...new Set(RELEVANCE_CASES.flatMap((k) => typingStates(k.query)))];
    const claimed: string[] = [];
    for (const text of texts) {
      const resolved = await resolveQuery(api.db, text);
      const parts = searchSql(resolved);
      if (!parts) continue;
      const hits = await bestHits(api.db, parts.levels, MODAL_SEARCH_HITS);
      const known = knownFromHits(parts.levels, hits, resolved);
      if (known?.found !== 'not-of-kind' || known.ofKind !== false) continue;
      if (!namedKinds(resolved.tokens)) continue;
      claimed.push(text);
      const ofKind = await someOfKindHas(api.db, resolved.tokens);
      expect({ text, ofKind }).toEqual({ text, ofKind: false });
    }
    console.info(`${claimed.length} of ${texts.length} texts: no product of the named kind`);
    // The shortcut is taken often enough for the check to mean something.
    expect(claimed.length).toBeGreaterThan(20);
  }, 300_000);
});
