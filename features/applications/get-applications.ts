import 'server-only';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import type {
  Application,
  ApplicationStatus,
  applicationsSchema,
} from '@/lib/api/contract/applications';
import { managerApplication, managerApplications } from '@/lib/api/endpoints/applications';
import { ApiRequestError } from '@/lib/api/errors';
import { serverApi } from '@/bff/server-api';
import { visitorAuthHeaders } from '@/lib/session/request-auth';

export type ApplicationsPage = z.infer<typeof applicationsSchema>;
export type StatusFilter = ApplicationStatus | 'all';
/** A guest is asked to sign in; anyone signed in who is not a manager gets a 404. */
export type ManagerView<T> = { kind: 'guest' } | { kind: 'ok'; data: T };

async function asManager<T>(
  call: (headers: Record<string, string>) => Promise<T>,
): Promise<ManagerView<T>> {
  const headers = await visitorAuthHeaders();
  if (!headers) return { kind: 'guest' };
  try {
    return { kind: 'ok', data: await call(headers) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'guest' };
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404))
      notFound();
    throw error;
  }
}

export const STATUS_FILTERS: readonly StatusFilter[] = ['pending', 'approved', 'rejected', 'all'];

export function parseFilter(
  status: unknown,
  page: unknown,
): { status: StatusFilter; page: number } {
  const s = STATUS_FILTERS.find((f) => f === status) ?? 'pending';
  const n = Number(page);
  return { status: s, page: Number.isInteger(n) && n > 0 ? n : 1 };
}

export function getApplications(
  status: StatusFilter,
  page: number,
): Promise<ManagerView<ApplicationsPage>> {
  return asManager((headers) =>
    serverApi(managerApplications, { query: { status, page } }, { headers }),
  );
}

export function getApplication(id: string): Promise<ManagerView<Application>> {
  if (!/^\d{1,9}$/.test(id)) notFound();
  return asManager((headers) =>
    serverApi(managerApplication, { params: { id: Number(id) } }, { headers }),
  );
}
