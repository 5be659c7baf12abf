import { create } from 'zustand';

interface Notice {
  id: number;
  text: string;
}

/** UI state of the page frame shared by the header, the side menu and the modals. */
interface FrameState {
  /** The side menu drawer on small screens. */
  menuOpen: boolean;
  /** The side menu column on wide screens, collapsed by 'Свернуть меню'. */
  menuCollapsed: boolean;
  catalogueOpen: boolean;
  /** Counts route changes, path or query: menus with state of their own close when it moves. */
  routeChanges: number;
  /** A success notice shown in the side menu (spec §2.6: it stays 5 s). */
  notice: Notice | null;
  /** How far a bar fixed at the window's bottom (the cookie banner) lifts floating buttons. */
  bottomOffset: number;
  setMenuOpen: (open: boolean) => void;
  setMenuCollapsed: (collapsed: boolean) => void;
  setCatalogueOpen: (open: boolean) => void;
  showNotice: (text: string) => void;
  clearNotice: (id: number) => void;
  setBottomOffset: (px: number) => void;
  /** Spec §2.4: the menus and the catalogue dropdown close on every route change, query too. */
  closeOnNavigation: () => void;
}

let noticeSeq = 0;

export const useFrameStore = create<FrameState>((set) => ({
  menuOpen: false,
  menuCollapsed: false,
  catalogueOpen: false,
  routeChanges: 0,
  notice: null,
  bottomOffset: 0,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  setMenuCollapsed: (menuCollapsed) => set({ menuCollapsed }),
  setCatalogueOpen: (catalogueOpen) => set({ catalogueOpen }),
  showNotice: (text) => set({ notice: { id: ++noticeSeq, text } }),
  clearNotice: (id) => set((s) => (s.notice?.id === id ? { notice: null } : s)),
  setBottomOffset: (bottomOffset) => set({ bottomOffset }),
  closeOnNavigation: () =>
    set((s) => ({ menuOpen: false, catalogueOpen: false, routeChanges: s.routeChanges + 1 })),
}));
