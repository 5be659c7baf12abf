import { endpoint } from '../endpoint';
import {
  companySuggestionsSchema,
  ddPartyParamsSchema,
  ddPartyQuerySchema,
} from '../contract/companies';

const tag = 'Аккаунт';

export const ddParty = endpoint({
  id: 'ddParty',
  method: 'GET',
  path: '/api/dd_party/{text}/',
  tag,
  access: 'public',
  summary: 'Подсказки организаций по названию, ИНН или УНП',
  params: ddPartyParamsSchema,
  query: ddPartyQuerySchema,
  response: companySuggestionsSchema,
});
