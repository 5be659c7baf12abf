import { endpoint } from '../endpoint';
import { exchangeLogQuerySchema, exchangeLogSchema } from '../contract/exchange';

/** The 1C protocol itself (/api/1c/exchange/) answers text/plain and is not in the contract. */
export const managerExchangeLog = endpoint({
  id: 'managerExchangeLog',
  method: 'GET',
  path: '/api/manager/exchange/',
  tag: 'Менеджер',
  access: 'manager',
  summary: 'Журнал обменов с 1С: сеансы, новые сверху, и последние итоги',
  query: exchangeLogQuerySchema,
  response: exchangeLogSchema,
});
