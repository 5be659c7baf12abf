import { endpoint } from '../endpoint';
import { personalPricesQuerySchema, personalPricesSchema } from '../contract/pricing';

/** Issue #13: the signed-in buyer's own prices for the products on screen. */
export const personalPrices = endpoint({
  id: 'personalPrices',
  method: 'GET',
  path: '/api/prices/',
  tag: 'Цены',
  access: 'user',
  summary: 'Цены покупателя по его типу цен',
  query: personalPricesQuerySchema,
  response: personalPricesSchema,
});
