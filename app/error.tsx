'use client';

import { useEffect } from 'react';
import { LazyError500 } from '@/components/error-screen/lazy-error-500';
import { TEXT_500_TITLE } from '@/lib/constants-frame';

/** Spec §2.2: any failure other than 404 shows the 500 page. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <>
      <title>{TEXT_500_TITLE}</title>
      <LazyError500 />
    </>
  );
}
