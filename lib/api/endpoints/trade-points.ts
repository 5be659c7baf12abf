import { endpoint } from '../endpoint';
import { tradePointsSchema } from '../contract/trade-points';

export const tradePoints = endpoint({
  id: 'tradePoints',
  method: 'GET',
  path: '/api/trade_points/',
  tag: 'Корзина',
  access: 'user',
  summary: 'Торговые точки покупателя и состояние их корзин',
  response: tradePointsSchema,
});
