import { CODES_PER_HOUR_PER_IP } from '@/lib/constants';
import { startTestServer, type TestServer } from '../support/test-server';
import { requestCode } from './auth-support';

// Issue #17: a shop reached directly (no proxy) keys per-address limits on the socket.
let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ deps: { trustedProxyHops: 0 } });
});
afterAll(() => api.close());

describe('the client address with TRUSTED_PROXY_HOPS=0', () => {
  it('ignores X-Forwarded-For: a new invented address on every request stays one caller', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CODES_PER_HOUR_PER_IP; i++) {
      const invented = `203.0.113.${i}, 198.51.100.${i}`;
      statuses.push((await requestCode(api, `direct-${i}@example.by`, invented)).status);
    }
    expect(statuses.slice(0, CODES_PER_HOUR_PER_IP).every((s) => s === 200)).toBe(true);
    expect(statuses[CODES_PER_HOUR_PER_IP]).toBe(429);
  });
});
