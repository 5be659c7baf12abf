import type { Context } from 'hono';

/**
 * The caller's address for rate limits: the first X-Forwarded-For entry set by the proxy in
 * front (Next's server or the load balancer), else X-Real-IP.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || c.req.header('x-real-ip') || 'unknown';
}
