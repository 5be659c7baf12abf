import { forwardedClient } from '@/server/http/client-ip';

describe('the caller address behind proxies (per-address rate limits)', () => {
  it('takes the address the nearest proxy appended, not what the client wrote before it', () => {
    expect(forwardedClient('203.0.113.7', 1)).toBe('203.0.113.7');
    // A client inventing a new first entry on every request stays the same caller.
    expect(forwardedClient('1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient('9.9.9.9,  203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('with two proxies (load balancer and nginx) skips the inner one', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('takes the first entry when the list is shorter than the hops, and null without one', () => {
    expect(forwardedClient('203.0.113.7', 2)).toBe('203.0.113.7');
    expect(forwardedClient(undefined, 1)).toBeNull();
    expect(forwardedClient(' , ', 1)).toBeNull();
  });
});
