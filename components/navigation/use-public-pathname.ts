'use client';

import { usePathname } from 'next/navigation';
import { publicPathname } from '@/lib/catalog/cached-path';

/**
 * usePathname as the browser shows it. A cached public page is rendered under its internal
 * path (`/cached/<q>/…`, issue #15), which usePathname sees during that render; the browser
 * sees the public one, and server and client must agree for hydration.
 */
export function usePublicPathname(): string {
  return publicPathname(usePathname());
}
