import type { AnyEndpoint } from './endpoint';
import * as account from './endpoints/account';
import * as applications from './endpoints/applications';
import * as auth from './endpoints/auth';
import * as cart from './endpoints/cart';
import * as catalog from './endpoints/catalog';
import * as companies from './endpoints/companies';
import * as consolePhotos from './endpoints/console-photos';
import * as consoleImport from './endpoints/console-import';
import * as consolePriceLists from './endpoints/console-price-lists';
import * as consoleCatalog from './endpoints/console-catalog';
import * as consoleAudit from './endpoints/console-audit';
import * as consoleBuyers from './endpoints/console-buyers';
import * as consoleStaff from './endpoints/console-staff';
import * as consoleContent from './endpoints/console-content';
import * as consoleSearch from './endpoints/console-search';
import * as content from './endpoints/content';
import * as exchange from './endpoints/exchange';
import * as favourites from './endpoints/favourites';
import * as feedback from './endpoints/feedback';
import * as orders from './endpoints/orders';
import * as ordersManager from './endpoints/orders-manager';
import * as pricing from './endpoints/pricing';
import * as quickOrder from './endpoints/quick-order';
import * as search from './endpoints/search';
import * as system from './endpoints/system';
import * as tradePoints from './endpoints/trade-points';

/** Every call of spec §7 (plus health), in the order the OpenAPI document lists them. */
export const allEndpoints: readonly AnyEndpoint[] = [
  system,
  catalog,
  search,
  content,
  feedback,
  auth,
  account,
  companies,
  cart,
  favourites,
  tradePoints,
  orders,
  pricing,
  quickOrder,
  applications,
  ordersManager,
  exchange,
  consolePhotos,
  consolePriceLists,
  consoleImport,
  consoleCatalog,
  consoleBuyers,
  consoleStaff,
  consoleAudit,
  consoleContent,
  consoleSearch,
].flatMap((module) => Object.values(module) as AnyEndpoint[]);
