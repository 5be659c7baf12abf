'use client';

import './globals.css';
import { LazyError500 } from '@/components/error-screen/lazy-error-500';
import { TEXT_500_TITLE } from '@/lib/constants-frame';

/** When even the root layout fails (e.g. the database is down), the 500 page still shows. */
export default function GlobalError() {
  return (
    <html lang="ru">
      <body>
        <title>{TEXT_500_TITLE}</title>
        <main>
          <LazyError500 />
        </main>
      </body>
    </html>
  );
}
