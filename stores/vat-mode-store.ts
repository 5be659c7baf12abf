import { create } from 'zustand';
import { STORAGE_KEY_VAT_MODE } from '@/lib/constants-frame';
import { VAT_MODES, type VatMode } from '@/lib/pricing/vat-modes';

/**
 * Issue #13: the buyer's «с НДС» / «без НДС» choice, mirrored in localStorage. `chosen` stays
 * null until the browser value is read after mount (and when the buyer never chose): prices
 * then show in the site's default mode, the same as the server rendered them, so hydration
 * never meets a different text.
 */
interface VatModeState {
  chosen: VatMode | null;
  restore: () => void;
  choose: (mode: VatMode) => void;
}

const isMode = (value: unknown): value is VatMode => VAT_MODES.includes(value as VatMode);

export function readStoredVatMode(): VatMode | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY_VAT_MODE);
    return isMode(raw) ? raw : null;
  } catch {
    return null; // storage blocked: the site's default
  }
}

export const useVatModeStore = create<VatModeState>((set) => ({
  chosen: null,
  restore: () => {
    if (typeof window === 'undefined') return;
    set({ chosen: readStoredVatMode() });
  },
  choose: (mode) => {
    try {
      window.localStorage.setItem(STORAGE_KEY_VAT_MODE, mode);
    } catch {
      // storage blocked: the choice lives for this page only
    }
    set({ chosen: mode });
  },
}));
