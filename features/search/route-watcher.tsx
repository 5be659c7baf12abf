'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Calls `onChange` when the route or its query changes (not on the first render). */
export function RouteWatcher({ onChange }: { onChange: () => void }) {
  const route = `${usePathname()}?${useSearchParams().toString()}`;
  const first = useRef(route);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (route === first.current) return;
    first.current = route;
    latest.current();
  }, [route]);
  return null;
}
