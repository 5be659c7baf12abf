import 'server-only';
import { notFound } from 'next/navigation';
import type { ImportStatus } from '@/lib/api/contract/console-import';
import { consoleImports } from '@/lib/api/endpoints/console-import';
import { ApiRequestError } from '@/lib/api/errors';
import { visitorAuthHeaders } from '@/lib/session/request-auth';
import { serverApi } from '@/bff/server-api';

export type ImportsView = { kind: 'guest' } | { kind: 'ok'; imports: ImportStatus[] };

/** /manager/import/: a guest is asked to sign in; anyone else but staff gets a 404. */
export async function getImports(): Promise<ImportsView> {
  const headers = await visitorAuthHeaders();
  if (!headers) return { kind: 'guest' };
  try {
    const { results } = await serverApi(consoleImports, {}, { headers });
    return { kind: 'ok', imports: results };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'guest' };
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404))
      notFound();
    throw error;
  }
}
