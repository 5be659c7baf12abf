import { endpoint } from '../endpoint';
import { personalPricesQuerySchema, personalPricesSchema } from '../contract/pricing';
import { idParamSchema } from '../contract/common';
import {
  buyerPriceTypeInputSchema,
  buyerPriceTypeSchema,
  managerPriceTypesSchema,
} from '../contract/price-types';

export const personalPrices = endpoint({
  id: 'personalPrices',
  method: 'GET',
  path: '/api/prices/',
  tag: 'Цены',
  access: 'user',
  summary:
    'Цены покупателя по его типу цен (с оптовыми скидками за количество); ответ не кэшируется',
  query: personalPricesQuerySchema,
  response: personalPricesSchema,
});

const manager = 'Менеджер';

export const managerPriceTypes = endpoint({
  id: 'managerPriceTypes',
  method: 'GET',
  path: '/api/manager/price-types/',
  tag: manager,
  access: 'manager',
  summary: 'Типы цен (из 1С) для назначения покупателям',
  response: managerPriceTypesSchema,
});

export const managerBuyerPriceType = endpoint({
  id: 'managerBuyerPriceType',
  method: 'PATCH',
  path: '/api/manager/buyers/{id}/price-type/',
  tag: manager,
  access: 'manager',
  summary: 'Назначить покупателю тип цен (null — базовый)',
  params: idParamSchema,
  body: buyerPriceTypeInputSchema,
  response: buyerPriceTypeSchema,
});
