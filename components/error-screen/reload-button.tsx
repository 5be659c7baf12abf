'use client';

import { TEXT_RELOAD_PAGE } from '@/lib/constants-frame';
import { Button } from '../ui/button';

export function ReloadButton() {
  return (
    <Button variant="secondary" onClick={() => window.location.reload()}>
      {TEXT_RELOAD_PAGE}
    </Button>
  );
}
