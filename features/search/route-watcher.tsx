'use client';

import { useSearchParams } from 'next/navigation';
import { usePublicPathname } from '@/components/navigation/use-public-pathname';
import { useEffect, useRef } from 'react';

/** Calls `onChange` when the route or its query changes (not on the first render). */
export function RouteWatcher({ onChange }: { onChange: () => void }) {
  const route = `${usePublicPathname()}?${useSearchParams().toString()}`;
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
