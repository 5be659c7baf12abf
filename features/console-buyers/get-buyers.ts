import 'server-only';
import { notFound } from 'next/navigation';
import { USER_STATUSES } from '@/lib/api/contract/account';
import type { BuyerStatus } from '@/lib/api/contract/console-buyers';
import { consoleBuyer, consoleBuyers } from '@/lib/api/endpoints/console-buyers';
import { consoleView, pageParam, searchParam } from '@/lib/data/console-view';
import { serverApi } from '@/bff/server-api';

type Raw = string | string[] | undefined;

export interface BuyersFilter {
  q: string;
  status: BuyerStatus | '';
  page: number;
}

export function buyersFilter(p: { q?: Raw; status?: Raw; page?: Raw }): BuyersFilter {
  const status = searchParam(p.status);
  return {
    q: searchParam(p.q),
    status: USER_STATUSES.find((s) => s === status) ?? '',
    page: pageParam(p.page),
  };
}

export function buyersHref(f: BuyersFilter, page = f.page): string {
  const q = new URLSearchParams();
  if (f.q) q.set('q', f.q);
  if (f.status) q.set('status', f.status);
  if (page > 1) q.set('page', String(page));
  const text = q.toString();
  return `/manager/buyers/${text ? `?${text}` : ''}`;
}

export function getBuyers(f: BuyersFilter) {
  return consoleView(serverApi, consoleBuyers, {
    query: { q: f.q || undefined, status: f.status || undefined, page: f.page },
  });
}

export function getBuyer(id: string) {
  if (!/^\d{1,9}$/.test(id)) notFound();
  return consoleView(serverApi, consoleBuyer, { params: { id: Number(id) } });
}
