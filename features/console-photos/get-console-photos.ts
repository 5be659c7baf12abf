import 'server-only';
import { notFound } from 'next/navigation';
import type { ConsolePhotos } from '@/lib/api/contract/console-photos';
import { consolePhotos } from '@/lib/api/endpoints/console-photos';
import { ApiRequestError } from '@/lib/api/errors';
import { visitorAuthHeaders } from '@/lib/session/request-auth';
import { serverApi } from '@/bff/server-api';

/** A guest is asked to sign in; a buyer, a bad id or an unknown product get a 404. */
export type ConsolePhotosView = { kind: 'guest' } | { kind: 'ok'; data: ConsolePhotos };

/** /manager/products/{id}/photos/: the product's photos for a manager. */
export async function getConsolePhotos(rawId: string): Promise<ConsolePhotosView> {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const headers = await visitorAuthHeaders();
  if (!headers) return { kind: 'guest' };
  try {
    return { kind: 'ok', data: await serverApi(consolePhotos, { params: { id } }, { headers }) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'guest' };
    if (error instanceof ApiRequestError && [400, 403, 404].includes(error.status)) notFound();
    throw error;
  }
}
