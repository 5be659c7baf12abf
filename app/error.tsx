'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen/error-screen';
import { ReloadButton } from '@/components/error-screen/reload-button';
import { TEXT_500_BODY, TEXT_500_TITLE } from '@/lib/constants-frame';

/** Spec §2.2: any failure other than 404 shows the 500 page. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <>
      <title>{TEXT_500_TITLE}</title>
      <ErrorScreen
        code="500"
        title={TEXT_500_TITLE}
        text={TEXT_500_BODY}
        extraAction={<ReloadButton />}
      />
    </>
  );
}
