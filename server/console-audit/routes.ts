import type { Hono } from 'hono';
import { consoleAudit } from '@/lib/api/endpoints/console-audit';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { listAudit } from './audit';

/** Issue #14, item 7: the audit log, read-only (server/audit/record-change.ts writes it). */
export function registerConsoleAuditRoutes(app: Hono<AppEnv>): void {
  bind(app, consoleAudit, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    return listAudit(db, query);
  });
}
