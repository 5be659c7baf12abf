import { endpoint } from '../endpoint';
import { idParamSchema, okSchema } from '../contract/common';
import {
  synonymGroupInputSchema,
  synonymGroupSchema,
  synonymGroupsSchema,
  synonymGroupUpdateSchema,
  synonymsQuerySchema,
} from '../contract/console-search';

// Not in spec §7: issue #16, item 5 — the search's synonyms and brand spellings in the console.
const tag = 'Поиск (менеджер)';
const access = 'manager' as const;

export const consoleSynonyms = endpoint({
  id: 'consoleSynonyms',
  method: 'GET',
  path: '/api/manager/search/synonyms/',
  tag,
  access,
  summary: 'Группы синонимов поиска: поиск по слову, фильтр по виду, страницы',
  query: synonymsQuerySchema,
  response: synonymGroupsSchema,
});
export const consoleSynonymCreate = endpoint({
  id: 'consoleSynonymCreate',
  method: 'POST',
  path: '/api/manager/search/synonyms/',
  tag,
  access,
  summary: 'Новая группа синонимов; слово может быть только в одной группе',
  body: synonymGroupInputSchema,
  response: synonymGroupSchema,
  status: 201,
});
export const consoleSynonymUpdate = endpoint({
  id: 'consoleSynonymUpdate',
  method: 'PUT',
  path: '/api/manager/search/synonyms/{id}/',
  tag,
  access,
  summary: 'Изменить группу синонимов; устаревшая версия → 409',
  params: idParamSchema,
  body: synonymGroupUpdateSchema,
  response: synonymGroupSchema,
});
export const consoleSynonymDelete = endpoint({
  id: 'consoleSynonymDelete',
  method: 'DELETE',
  path: '/api/manager/search/synonyms/{id}/',
  tag,
  access,
  summary: 'Удалить группу синонимов',
  params: idParamSchema,
  response: okSchema,
});
