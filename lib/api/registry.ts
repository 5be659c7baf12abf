import type { AnyEndpoint } from './endpoint';
import * as auth from './endpoints/auth';
import * as buying from './endpoints/buying';
import * as catalog from './endpoints/catalog';
import * as content from './endpoints/content';
import * as manager from './endpoints/manager';
import * as managerOrders from './endpoints/manager-orders';
import * as system from './endpoints/system';

/** Every call of spec §7 (plus health), in the order the OpenAPI document lists them. */
export const allEndpoints: readonly AnyEndpoint[] = [
  system,
  catalog,
  content,
  auth,
  buying,
  manager,
  managerOrders,
].flatMap((module) => Object.values(module) as AnyEndpoint[]);
