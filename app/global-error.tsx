'use client';

import './globals.css';
import { ErrorScreen } from '@/components/error-screen/error-screen';
import { ReloadButton } from '@/components/error-screen/reload-button';
import { TEXT_500_BODY, TEXT_500_TITLE } from '@/lib/constants-frame';

/** When even the root layout fails (e.g. the database is down), the 500 page still shows. */
export default function GlobalError() {
  return (
    <html lang="ru">
      <body>
        <title>{TEXT_500_TITLE}</title>
        <main>
          <ErrorScreen
            code="500"
            title={TEXT_500_TITLE}
            text={TEXT_500_BODY}
            extraAction={<ReloadButton />}
          />
        </main>
      </body>
    </html>
  );
}
