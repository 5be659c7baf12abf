import { setupServer } from 'msw/node';
import { configs, menus } from '@/lib/api/endpoints/content';
import { categoryTree } from '@/lib/api/endpoints/catalog';
import { mockEndpoint } from './endpoint-handler';
import { makeCategoryTree, makeSiteConfigs } from './factories';

/** Default answers for component tests; a test overrides with `server.use(...)`. */
export const defaultHandlers = [
  mockEndpoint(configs, () => makeSiteConfigs()),
  mockEndpoint(menus, () => ({ nav: [] })),
  mockEndpoint(categoryTree, () => makeCategoryTree()),
];

export const mockServer = setupServer(...defaultHandlers);
