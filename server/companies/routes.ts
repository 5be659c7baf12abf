import type { Hono } from 'hono';
import { ddParty } from '@/lib/api/endpoints/companies';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { enforceRateLimit } from '../http/rate-limit';
import { suggestCompanies } from './suggest';

export function registerCompanyRoutes(app: Hono<AppEnv>): void {
  bind(app, ddParty, async (c, { params, query }) => {
    const { db } = await c.get('deps').database();
    // Typing asks once per pause; this only stops a script from draining the paid registers.
    await enforceRateLimit(db, `dd:ip:${clientIp(c)}`, 120, 60);
    return suggestCompanies(db, params.text, query.country);
  });
}
