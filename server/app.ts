import { Hono } from 'hono';
import { registerSessionUser } from './auth/session-user';
import { handleApiError } from './http/error-handler';
import type { AppDeps, AppEnv } from './http/context';
import { registerRegistrationRoutes } from './auth/registration-routes';
import { registerCompanyRoutes } from './companies/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerCatalogRoutes } from './catalog/routes';
import { registerConsoleContentRoutes } from './console-content/routes';
import { registerContentRoutes } from './content/routes';
import { registerFeedbackRoutes } from './feedback/routes';
import { registerApplicationRoutes } from './applications/routes';
import { registerCartRoutes } from './cart/routes';
import { registerFavouriteRoutes } from './favourites/routes';
import { registerManagerOrderRoutes } from './orders/manager-routes';
import { registerOrderRoutes } from './orders/routes';
import { registerPricingRoutes } from './pricing/routes';
import { registerInvoiceRoutes } from './invoices/routes';
import { registerQuickOrderRoutes } from './quick-order/routes';
import { registerTradePointRoutes } from './trade-points/routes';
import { registerSearchRoutes } from './search/routes';
import { registerSystemRoutes } from './system/routes';
import { registerAccountRoutes } from './account/routes';
import { registerExchangeLogRoutes } from './exchange/log-routes';
import { registerExchangeRoutes } from './exchange/routes';
import { registerConsolePhotoRoutes } from './console-photos/routes';
import { withPriceListRebuild } from './console-price-lists/freshness';
import { registerConsolePriceListRoutes } from './console-price-lists/routes';
import { registerConsoleImportRoutes } from './console-import/routes';
import { registerConsoleCatalogRoutes } from './console-catalog/routes';
import { registerConsoleAuditRoutes } from './console-audit/routes';
import { registerConsoleBuyerRoutes } from './console-buyers/routes';
import { registerConsoleStaffRoutes } from './console-staff/routes';
import { registerConsoleSearchRoutes } from './console-search/routes';

export function createApp(given: AppDeps): Hono<AppEnv> {
  // Issue #14: every catalogue change (1C, console) also rebuilds the generated price lists.
  const deps = withPriceListRebuild(given);
  // strict: false — the spec's paths end in '/', and Hono must match them either way.
  const app = new Hono<AppEnv>({ strict: false });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('startedAt', Date.now());
    c.set('user', null);
    c.set('tokenRejected', false);
    c.set('signedInAt', null);
    await next();
    // Issue #15: an answer to a signed-in call is personal; no shared cache may keep it.
    const personal = c.req.header('authorization') !== undefined;
    c.header(
      'Cache-Control',
      c.res.headers.get('Cache-Control') ?? (personal ? 'private, no-store' : 'no-store'),
    );
  });

  // Issue #4: before every route, so each one sees only live logins of unblocked accounts.
  registerSessionUser(app);
  registerSystemRoutes(app);
  registerCatalogRoutes(app);
  registerContentRoutes(app);
  registerFeedbackRoutes(app);
  registerAuthRoutes(app);
  registerRegistrationRoutes(app);
  registerCompanyRoutes(app);
  registerAccountRoutes(app);
  registerApplicationRoutes(app);
  // Issue #6: buying.
  registerCartRoutes(app);
  registerFavouriteRoutes(app);
  registerTradePointRoutes(app);
  registerOrderRoutes(app);
  registerPricingRoutes(app);
  registerInvoiceRoutes(app);
  registerManagerOrderRoutes(app);
  registerConsoleContentRoutes(app);
  // Issue #13: quick order by article or spreadsheet, carts and orders as XLSX.
  registerQuickOrderRoutes(app);
  registerSearchRoutes(app);
  // Issue #12: the manager's log of exchanges with 1C.
  registerExchangeLogRoutes(app);
  // Issue #12: 1C's exchange, text/plain, authenticated by its own session cookie.
  registerExchangeRoutes(app);
  // Issue #14: the manager console — product photos.
  registerConsolePhotoRoutes(app);
  // Issue #14: the manager console.
  registerConsolePriceListRoutes(app);
  registerConsoleImportRoutes(app);
  // Issue #14: the catalogue in the manager console.
  registerConsoleCatalogRoutes(app);
  // Issue #14: the console's buyers, staff accounts and audit log.
  registerConsoleBuyerRoutes(app);
  registerConsoleStaffRoutes(app);
  registerConsoleAuditRoutes(app);
  // Issue #16, item 5: the search's synonyms and brand spellings.
  registerConsoleSearchRoutes(app);

  app.notFound((c) => c.json({ detail: 'Не найдено.' }, 404));

  app.onError(handleApiError);

  return app;
}
