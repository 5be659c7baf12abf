import { z } from '../contract/zod-ru';
import { endpoint } from '../endpoint';
import { idParamSchema, slugParamSchema } from '../contract/common';
import {
  categorySchema,
  categoryTreeNodeSchema,
  categoryTreeQuerySchema,
  categoryTreeSchema,
  listingQuerySchema,
  productImageSchema,
  productModelSchema,
  productSchema,
  sitemapQuerySchema,
  sitemapSchema,
} from '../contract/catalog';

const imageOpts = z.object({ product_image_opts: z.string().max(200).optional() });

export const categoryTree = endpoint({
  id: 'categoryTree',
  method: 'GET',
  path: '/api/categories/tree/',
  tag: 'Каталог',
  access: 'public',
  summary: 'Дерево категорий',
  query: categoryTreeQuerySchema,
  response: categoryTreeSchema,
});

export const categorySubtree = endpoint({
  id: 'categorySubtree',
  method: 'GET',
  path: '/api/categories/tree/{id}/',
  tag: 'Каталог',
  access: 'public',
  summary: 'Ветка дерева категорий',
  params: idParamSchema,
  query: categoryTreeQuerySchema,
  response: categoryTreeNodeSchema,
});

export const catalogueRoot = endpoint({
  id: 'catalogueRoot',
  method: 'GET',
  path: '/api/category/',
  tag: 'Каталог',
  access: 'public',
  summary: 'Корень каталога или поиск по товарам (query)',
  query: listingQuerySchema,
  response: categorySchema,
});

export const category = endpoint({
  id: 'category',
  method: 'GET',
  path: '/api/category/{slug+}/',
  tag: 'Каталог',
  access: 'public',
  summary: 'Категория по полному пути и её товары',
  params: slugParamSchema,
  query: listingQuerySchema,
  response: categorySchema,
});

export const product = endpoint({
  id: 'product',
  method: 'GET',
  path: '/api/product/{slug}/',
  tag: 'Каталог',
  access: 'public',
  summary: 'Товар по адресу',
  params: slugParamSchema,
  query: imageOpts,
  response: productSchema,
});

export const productImages = endpoint({
  id: 'productImages',
  method: 'GET',
  path: '/api/product/images/{id}/',
  tag: 'Каталог',
  access: 'public',
  summary: 'Изображения товара',
  params: idParamSchema,
  query: imageOpts,
  response: z.array(productImageSchema),
});

export const productModel = endpoint({
  id: 'productModel',
  method: 'GET',
  path: '/api/products/model/{id}/',
  tag: 'Каталог',
  access: 'public',
  summary: 'Модель товара и её варианты',
  params: idParamSchema,
  response: productModelSchema,
});

export const sitemap = endpoint({
  id: 'sitemap',
  method: 'GET',
  path: '/api/sitemap/',
  tag: 'Каталог',
  access: 'public',
  summary: 'Адреса страниц, категорий и товаров для sitemap.xml (по частям)',
  query: sitemapQuerySchema,
  response: sitemapSchema,
});
