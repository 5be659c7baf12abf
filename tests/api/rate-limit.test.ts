import { hitRateLimit } from '@/server/http/rate-limit';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('shared rate limit counter', () => {
  it('counts parallel hits exactly and refuses past the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hitRateLimit(testDb.database.db, 'test:parallel', 25, 60)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
    expect(Math.max(...results.map((r) => r.retryAfter))).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one is over', async () => {
    const first = await hitRateLimit(testDb.database.db, 'test:window', 1, 1);
    expect(first.allowed).toBe(true);
    expect((await hitRateLimit(testDb.database.db, 'test:window', 1, 1)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    const next = await hitRateLimit(testDb.database.db, 'test:window', 1, 1);
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });
});
