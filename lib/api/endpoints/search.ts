import { endpoint } from '../endpoint';
import { modalSearchQuerySchema, modalSearchResponseSchema } from '../contract/search';

export const modalSearch = endpoint({
  id: 'modalSearch',
  method: 'GET',
  path: '/api/modal-search/',
  tag: 'Поиск',
  access: 'public',
  summary: 'Быстрый поиск для выпадающего списка',
  query: modalSearchQuerySchema,
  response: modalSearchResponseSchema,
});
