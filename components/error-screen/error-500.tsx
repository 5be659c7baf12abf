'use client';

import { TEXT_500_BODY, TEXT_500_TITLE } from '@/lib/constants-frame';
import { ErrorScreen } from './error-screen';
import { ReloadButton } from './reload-button';

/** Spec §2.2: the 500 page's body; loaded by LazyError500 when there is an error to show. */
export function Error500Screen() {
  return (
    <ErrorScreen
      code="500"
      title={TEXT_500_TITLE}
      text={TEXT_500_BODY}
      extraAction={<ReloadButton />}
    />
  );
}
