/**
 * Next runs this once per server process, before the first request. Issue #17: loading the
 * database module registers its probe (server/db/outage.ts), so even the first page request
 * during an outage is answered by proxy.ts with the branded 503, not Next's empty error shell.
 * The database itself is still opened lazily, by the first probe or request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./bff/database');
}
