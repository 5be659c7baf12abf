import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { connection } from 'next/server';

/**
 * Issue #15: `next build` opens no database (the embedded one allows one process, and the
 * build prerenders in several) and needs no run-time secrets. A route that reaches for data
 * while the build prerenders it — a personal page's frame, the 404 page — is marked dynamic
 * here instead (connection() interrupts the prerender), before anything opens the database or
 * reads the environment. The public pages sit under dynamic segments whose
 * generateStaticParams returns [], which the build does not render at all.
 */
export async function noDataAtBuildTime(): Promise<void> {
  // Read raw: Next sets NEXT_PHASE in the build's processes, and env() must not be parsed there.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection();
}
