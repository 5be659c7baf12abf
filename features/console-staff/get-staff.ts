import 'server-only';
import { consoleStaff } from '@/lib/api/endpoints/console-staff';
import { consoleView, pageParam, searchParam } from '@/lib/data/console-view';
import { serverApi } from '@/bff/server-api';

type Raw = string | string[] | undefined;

export interface StaffFilter {
  q: string;
  page: number;
}

export const staffFilter = (p: { q?: Raw; page?: Raw }): StaffFilter => ({
  q: searchParam(p.q),
  page: pageParam(p.page),
});

export function staffHref(f: StaffFilter, page = f.page): string {
  const q = new URLSearchParams();
  if (f.q) q.set('q', f.q);
  if (page > 1) q.set('page', String(page));
  const text = q.toString();
  return `/manager/staff/${text ? `?${text}` : ''}`;
}

export function getStaff(f: StaffFilter) {
  return consoleView(serverApi, consoleStaff, {
    query: { q: f.q || undefined, page: f.page },
  });
}
