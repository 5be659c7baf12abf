import { endpoint } from '../endpoint';
import { idParamSchema, okSchema } from '../contract/common';
import {
  categoryCreateSchema,
  categoryDeleteQuerySchema,
  categoryReorderSchema,
  categoryUpdateSchema,
  consoleCategoriesSchema,
  consoleCategorySchema,
  consoleProductSchema,
  consoleProductsQuerySchema,
  consoleProductsSchema,
  productCreateSchema,
  productUpdateSchema,
} from '../contract/console-catalog';

// Not in spec §7: issue #14, the catalogue in the manager console.
const tag = 'Каталог (консоль)';
const base = '/api/manager/catalog';

export const consoleCategories = endpoint({
  id: 'consoleCategories',
  method: 'GET',
  path: `${base}/categories/`,
  tag,
  access: 'manager',
  summary: 'Все категории, скрытые тоже (дерево по parent_id и sort)',
  response: consoleCategoriesSchema,
});
export const consoleCategoryCreate = endpoint({
  id: 'consoleCategoryCreate',
  method: 'POST',
  path: `${base}/categories/`,
  tag,
  access: 'manager',
  summary: 'Создать категорию',
  body: categoryCreateSchema,
  response: consoleCategorySchema,
  status: 201,
});
export const consoleCategoryUpdate = endpoint({
  id: 'consoleCategoryUpdate',
  method: 'PUT',
  path: `${base}/categories/{id}/`,
  tag,
  access: 'manager',
  summary: 'Изменить категорию: название, адрес, родитель (перенос), скрытие, SEO',
  params: idParamSchema,
  body: categoryUpdateSchema,
  response: consoleCategorySchema,
});
export const consoleCategoryReorder = endpoint({
  id: 'consoleCategoryReorder',
  method: 'POST',
  path: `${base}/categories/{id}/reorder/`,
  tag,
  access: 'manager',
  summary: 'Поднять или опустить категорию среди соседей',
  params: idParamSchema,
  body: categoryReorderSchema,
  response: consoleCategorySchema,
});
export const consoleCategoryDelete = endpoint({
  id: 'consoleCategoryDelete',
  method: 'DELETE',
  path: `${base}/categories/{id}/`,
  tag,
  access: 'manager',
  summary: 'Удалить категорию (её товары — в move_products_to)',
  params: idParamSchema,
  query: categoryDeleteQuerySchema,
  response: okSchema,
});
export const consoleProducts = endpoint({
  id: 'consoleProducts',
  method: 'GET',
  path: `${base}/products/`,
  tag,
  access: 'manager',
  summary: 'Товары: поиск по названию и артикулу, фильтры, страницы',
  query: consoleProductsQuerySchema,
  response: consoleProductsSchema,
});
export const consoleProduct = endpoint({
  id: 'consoleProduct',
  method: 'GET',
  path: `${base}/products/{id}/`,
  tag,
  access: 'manager',
  summary: 'Товар для редактирования: цены по типам, остатки по складам, поля 1С',
  params: idParamSchema,
  response: consoleProductSchema,
});
export const consoleProductCreate = endpoint({
  id: 'consoleProductCreate',
  method: 'POST',
  path: `${base}/products/`,
  tag,
  access: 'manager',
  summary: 'Создать товар',
  body: productCreateSchema,
  response: consoleProductSchema,
  status: 201,
});
export const consoleProductUpdate = endpoint({
  id: 'consoleProductUpdate',
  method: 'PATCH',
  path: `${base}/products/{id}/`,
  tag,
  access: 'manager',
  summary: 'Изменить товар (с проверкой версии; поля 1С у товаров из 1С — нельзя)',
  params: idParamSchema,
  body: productUpdateSchema,
  response: consoleProductSchema,
});
