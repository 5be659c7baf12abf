/**
 * Issue #17, defect 11: which addresses can be a page of the shop, decided from the address
 * alone. While the database is down, an address that cannot be a page is still a plain 404
 * (crawlers must not see a dead link as a server failure); one that may be a page — a product,
 * a category, a content page, whose existence only the database knows — gets the 503.
 * Mirrors app/: a new route there needs its line here (tests/unit/page-shapes.test.ts).
 */
const SEGMENT = '[A-Za-z0-9._~-]+';
const CONTENT_SLUG = '[a-z0-9-]+'; // pageSlugParamsSchema

const PAGE_SHAPES: RegExp[] = [
  '/',
  '/cart/',
  '/favourites/',
  '/gde-kupit/',
  '/registration/',
  '/search/',
  '/order/',
  `/order/confirm/${SEGMENT}/`,
  '/user/account/',
  '/user/lk-orders/',
  '/user/retail-outlets/',
  '/manager/',
  '/manager/exchange/',
  '/manager/orders/',
  `/manager/applications/${SEGMENT}/`,
  '/category/',
  `/category(/${SEGMENT})+/`,
  `/product/${SEGMENT}/`,
  // The catch-all content page: one segment of a slug's alphabet.
  `/${CONTENT_SLUG}/`,
].map((source) => new RegExp(`^${source}$`));

/** True when some page of app/ could answer this path (its existence may still need the DB). */
export function mayBePage(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return PAGE_SHAPES.some((shape) => shape.test(path));
}
