import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { HomeData } from './get-home-data';

/** The home page is the site itself: its title and description are the site's. */
export function homeMetadata(data: HomeData): Metadata {
  const name = data.configs.SITE_NAME ?? 'Витрина';
  return pageMetadata({ name, path: '/', title: name }, data.configs);
}
