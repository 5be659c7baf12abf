import { endpoint } from '../endpoint';
import {
  deliveryListSchema,
  menusSchema,
  outletsSchema,
  pageExtendedQuerySchema,
  pageSchema,
  pageSlugParamsSchema,
  pagesListSchema,
  pagesQuerySchema,
  priceListDocumentsSchema,
  priceListFileSchema,
  siteConfigsSchema,
} from '../contract/content';
import { idParamSchema } from '../contract/common';

export const configs = endpoint({
  id: 'configs',
  method: 'GET',
  path: '/api/configs/',
  tag: 'Сайт',
  access: 'public',
  summary: 'Настройки сайта',
  response: siteConfigsSchema,
});

export const menus = endpoint({
  id: 'menus',
  method: 'GET',
  path: '/api/menus/',
  tag: 'Сайт',
  access: 'public',
  summary: 'Навигационное меню',
  response: menusSchema,
});

export const pageExtended = endpoint({
  id: 'pageExtended',
  method: 'GET',
  path: '/api/pages/{slug}/extended/',
  tag: 'Сайт',
  access: 'public',
  summary: 'Информационная страница',
  params: pageSlugParamsSchema,
  query: pageExtendedQuerySchema,
  response: pageSchema,
});

export const pages = endpoint({
  id: 'pages',
  method: 'GET',
  path: '/api/pages/',
  tag: 'Сайт',
  access: 'public',
  summary: 'Список страниц по родителю или поиск',
  query: pagesQuerySchema,
  response: pagesListSchema,
});

export const priceListDocuments = endpoint({
  id: 'priceListDocuments',
  method: 'GET',
  path: '/api/price_list/documents/',
  tag: 'Сайт',
  access: 'public',
  summary: 'Прайс-листы для скачивания',
  response: priceListDocumentsSchema,
});

export const priceListDownload = endpoint({
  id: 'priceListDownload',
  method: 'GET',
  path: '/api/price_list/documents/{id}/download/',
  tag: 'Сайт',
  access: 'public',
  summary: 'Скачать файл прайс-листа (Content-Type, Content-Disposition и Content-Length файла)',
  params: idParamSchema,
  response: priceListFileSchema,
});

export const outlets = endpoint({
  id: 'outlets',
  method: 'GET',
  path: '/api/outlets/',
  tag: 'Сайт',
  access: 'public',
  summary: 'Где купить: фирменные магазины, склад и партнёры',
  response: outletsSchema,
});

export const deliveryList = endpoint({
  id: 'deliveryList',
  method: 'GET',
  path: '/api/delivery/list/',
  tag: 'Заказ',
  access: 'public',
  summary: 'Способы доставки',
  response: deliveryListSchema,
});
