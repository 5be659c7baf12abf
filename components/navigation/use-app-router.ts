'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { startProgress } from './progress';

type AppRouter = ReturnType<typeof useRouter>;

/** Whether `href` names another page than the one on screen (only then does a route change). */
export function leavesPage(href: string, location: Location = window.location): boolean {
  const url = new URL(href, location.href);
  return (
    url.origin === location.origin &&
    (url.pathname !== location.pathname || url.search !== location.search)
  );
}

/**
 * Next's router whose push and replace start the loading bar, as links do: spec §2.3 wants it
 * on every route change, and code-driven steps (search, filters, after an order) are ones too.
 * The bar ends where every navigation ends, in RouteEffects.
 */
export function useAppRouter(): AppRouter {
  const router = useRouter();
  return useMemo(
    () => ({
      ...router,
      push: (...args) => {
        if (leavesPage(args[0])) startProgress();
        router.push(...args);
      },
      replace: (...args) => {
        if (leavesPage(args[0])) startProgress();
        router.replace(...args);
      },
    }),
    [router],
  );
}
