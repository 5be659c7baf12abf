import 'server-only';
import type { Metadata } from 'next';
import { TEXT_WHERE_TO_BUY, WHERE_TO_BUY_PATH } from '@/lib/constants-frame';
import { plural } from '@/lib/format/numbers';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { WhereToBuyData } from './get-where-to-buy';

export function whereToBuyMetadata(data: WhereToBuyData): Metadata {
  const cities = data.cities.map((c) => c.city);
  const description =
    data.total > 0
      ? `${data.total} ${plural(data.total, ['точка продаж', 'точки продаж', 'точек продаж'])}: ${cities.join(', ')}. Адреса, часы работы, телефоны и схема проезда.`
      : null;
  return pageMetadata(
    { name: TEXT_WHERE_TO_BUY, path: WHERE_TO_BUY_PATH, description },
    data.configs,
  );
}
