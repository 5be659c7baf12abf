import { create } from 'zustand';
import { STORAGE_KEY_POINT_ID } from '@/lib/constants';

/**
 * Spec §3/§4: the chosen cart — null for the base cart, or a trade point id — mirrored in
 * localStorage.pointId and restored on page load. `restored` stays false until the browser
 * value is read, so nothing asks the API for the wrong cart in between.
 */
interface CartPointState {
  pointId: number | null;
  restored: boolean;
  /** After confirming a choice the strip shows on any page until the next navigation. */
  stripForced: boolean;
  restore: () => void;
  choose: (pointId: number | null) => void;
  setStripForced: (forced: boolean) => void;
}

function readStored(): number | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY_POINT_ID);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null; // storage blocked: the base cart
  }
}

export const useCartPointStore = create<CartPointState>((set, get) => ({
  pointId: null,
  restored: false,
  stripForced: false,
  restore: () => {
    if (get().restored || typeof window === 'undefined') return;
    set({ pointId: readStored(), restored: true });
  },
  choose: (pointId) => {
    try {
      // Spec §4: choosing the base cart clears the stored pointId; a trade point stores it.
      if (pointId === null) window.localStorage.removeItem(STORAGE_KEY_POINT_ID);
      else window.localStorage.setItem(STORAGE_KEY_POINT_ID, String(pointId));
    } catch {
      // storage blocked: the choice lives for this page only
    }
    set({ pointId, restored: true });
  },
  setStripForced: (stripForced) => set({ stripForced }),
}));
