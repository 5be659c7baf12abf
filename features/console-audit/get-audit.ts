import 'server-only';
import { consoleAudit } from '@/lib/api/endpoints/console-audit';
import { consoleView, pageParam, searchParam } from '@/lib/data/console-view';
import { serverApi } from '@/bff/server-api';

type Raw = string | string[] | undefined;

export interface AuditFilter {
  user: string;
  object_type: string;
  object_id: string;
  date_from: string;
  date_to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: Raw) => {
  const text = searchParam(v, 10);
  return DAY.test(text) && !Number.isNaN(Date.parse(text)) ? text : '';
};

/** Only what the API accepts goes on: a hand-edited address shows the log, not an error. */
export function auditFilter(p: Partial<Record<keyof AuditFilter, Raw>>): AuditFilter {
  const type = searchParam(p.object_type, 50);
  let from = day(p.date_from);
  let to = day(p.date_to);
  if (from && to && from > to) [from, to] = [to, from];
  return {
    user: searchParam(p.user, 254).replace(/[\r\n]/g, ''),
    object_type: /^[a-z_]+$/.test(type) ? type : '',
    object_id: searchParam(p.object_id, 100).replace(/[\r\n]/g, ''),
    date_from: from,
    date_to: to,
    page: pageParam(p.page),
  };
}

export function auditHref(f: AuditFilter, page = f.page): string {
  const q = new URLSearchParams();
  for (const key of ['user', 'object_type', 'object_id', 'date_from', 'date_to'] as const)
    if (f[key]) q.set(key, f[key]);
  if (page > 1) q.set('page', String(page));
  const text = q.toString();
  return `/manager/audit/${text ? `?${text}` : ''}`;
}

export function getAudit(f: AuditFilter) {
  return consoleView(serverApi, consoleAudit, {
    query: {
      user: f.user || undefined,
      object_type: f.object_type || undefined,
      object_id: f.object_id || undefined,
      date_from: f.date_from || undefined,
      date_to: f.date_to || undefined,
      page: f.page,
    },
  });
}
