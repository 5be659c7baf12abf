import 'server-only';
import { notFound } from 'next/navigation';
import type { ExchangeLog } from '@/lib/api/contract/exchange';
import { managerExchangeLog } from '@/lib/api/endpoints/exchange';
import { ApiRequestError } from '@/lib/api/errors';
import { env } from '@/lib/env';
import { visitorAuthHeaders } from '@/lib/session/request-auth';
import { serverApi } from '@/bff/server-api';

/** A guest is asked to sign in; anyone signed in who is not a manager gets a 404. */
export type ExchangeLogView =
  { kind: 'guest' } | { kind: 'ok'; log: ExchangeLog; page: number; exchangeUrl: string };

export function parsePage(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 1_000_000 ? n : 1;
}

/** /manager/exchange/: one page of the 1C exchange log, for a manager. */
export async function getExchangeLog(page: number): Promise<ExchangeLogView> {
  const headers = await visitorAuthHeaders();
  if (!headers) return { kind: 'guest' };
  try {
    const log = await serverApi(managerExchangeLog, { query: { page } }, { headers });
    // The address 1C is set up with, shown in the empty log's instructions.
    return { kind: 'ok', log, page, exchangeUrl: `${env().SITE_ORIGIN}/api/1c/exchange/` };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'guest' };
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404))
      notFound();
    throw error;
  }
}
