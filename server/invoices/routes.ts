import { isStaff } from '@/lib/account/roles';
import type { Hono } from 'hono';
import { orderInvoice } from '@/lib/api/endpoints/orders';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { attachment } from '../http/content-disposition';
import { invoiceData } from './invoice-data';
import { invoicePdf, invoiceTitle } from './invoice-pdf';

export function registerInvoiceRoutes(app: Hono<AppEnv>): void {
  // The order's buyer or a manager; anyone else gets the same 404 as for a missing order.
  bind(app, orderInvoice, async (c, { params }, user) => {
    const { db } = await c.get('deps').database();
    const data = await invoiceData(db, params.id, isStaff(user.role) ? null : user.id);
    const pdf = await invoicePdf(data);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachment(
          `${invoiceTitle(data.number)}.pdf`,
          `invoice-${data.number}.pdf`,
        ),
        'Content-Length': String(pdf.length),
        // Next drops Content-Length from route handler answers; scripts/serve.mjs restores it.
        'X-Content-Length': String(pdf.length),
        // Personal: never in a shared cache.
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
