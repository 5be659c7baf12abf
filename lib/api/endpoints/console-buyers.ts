import { endpoint } from '../endpoint';
import { idParamSchema, okSchema } from '../contract/common';
import {
  consoleBuyerSchema,
  consoleBuyersQuerySchema,
  consoleBuyersSchema,
} from '../contract/console-buyers';

// Issue #14, item 2. The buyer's price type is set by pricing's managerBuyerPriceType.
const tag = 'Консоль: покупатели';

export const consoleBuyers = endpoint({
  id: 'consoleBuyers',
  method: 'GET',
  path: '/api/manager/buyers/',
  tag,
  access: 'manager',
  summary: 'Покупатели: поиск по e-mail, организации, УНП и имени, фильтр по статусу',
  query: consoleBuyersQuerySchema,
  response: consoleBuyersSchema,
});

export const consoleBuyer = endpoint({
  id: 'consoleBuyer',
  method: 'GET',
  path: '/api/manager/buyers/{id}/',
  tag,
  access: 'manager',
  summary: 'Покупатель: организация, контакты, торговые точки, последние заказы, тип цен',
  params: idParamSchema,
  response: consoleBuyerSchema,
});

export const consoleBuyerActivate = endpoint({
  id: 'consoleBuyerActivate',
  method: 'POST',
  path: '/api/manager/buyers/{id}/activate/',
  tag,
  access: 'manager',
  summary: 'Активировать учётную запись, ожидающую проверки (письмо покупателю)',
  params: idParamSchema,
  response: consoleBuyerSchema,
});

export const consoleBuyerBlock = endpoint({
  id: 'consoleBuyerBlock',
  method: 'POST',
  path: '/api/manager/buyers/{id}/block/',
  tag,
  access: 'manager',
  summary: 'Заблокировать покупателя: все его входы завершаются сразу',
  params: idParamSchema,
  response: consoleBuyerSchema,
});

export const consoleBuyerUnblock = endpoint({
  id: 'consoleBuyerUnblock',
  method: 'POST',
  path: '/api/manager/buyers/{id}/unblock/',
  tag,
  access: 'manager',
  summary: 'Разблокировать покупателя',
  params: idParamSchema,
  response: consoleBuyerSchema,
});

export const consoleBuyerPasswordReset = endpoint({
  id: 'consoleBuyerPasswordReset',
  method: 'POST',
  path: '/api/manager/buyers/{id}/password-reset/',
  tag,
  access: 'manager',
  summary: 'Отправить покупателю письмо с кодом восстановления доступа',
  params: idParamSchema,
  response: okSchema,
});
