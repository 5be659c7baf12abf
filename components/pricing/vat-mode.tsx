'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { STORAGE_KEY_VAT_MODE } from '@/lib/constants-frame';
import type { VatMode } from '@/lib/pricing/vat-modes';
import { useVatModeStore } from '@/stores/vat-mode-store';

/** The site's VAT_DISPLAY_DEFAULT: what the server renders and a buyer who never chose sees. */
const VatDefaultContext = createContext<VatMode>('with');

/**
 * Wraps the page: gives every price the site's default and, after mount, applies the mode the
 * buyer stored (and follows a change made in another tab).
 */
export function VatModeProvider({
  defaultMode,
  children,
}: {
  defaultMode: VatMode;
  children: ReactNode;
}) {
  const restore = useVatModeStore((s) => s.restore);
  useEffect(() => {
    restore();
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY_VAT_MODE) restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [restore]);
  return <VatDefaultContext.Provider value={defaultMode}>{children}</VatDefaultContext.Provider>;
}

/** The mode prices show in now: the buyer's stored choice, else the site's default. */
export function useVatMode(): VatMode {
  const fallback = useContext(VatDefaultContext);
  return useVatModeStore((s) => s.chosen) ?? fallback;
}
