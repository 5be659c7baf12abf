import { create } from 'zustand';

/** Every modal of spec §2.9, plus the cookie notice; one is open at a time. */
export type ModalName =
  | 'signIn'
  | 'code'
  | 'registrationSuccess'
  | 'success'
  | 'messageSuccess'
  | 'chooseCart'
  | 'downloadCatalogue'
  | 'request'
  | 'cookieDeclined';

interface ModalState {
  open: ModalName | null;
  /** Data the opener hands over (e.g. the e-mail a code was sent to). */
  payload: Record<string, unknown>;
  openModal: (name: ModalName, payload?: Record<string, unknown>) => void;
  closeModal: () => void;
}

export const useModalStore = create<ModalState>((set) => ({
  open: null,
  payload: {},
  openModal: (name, payload = {}) => set({ open: name, payload }),
  closeModal: () => set({ open: null, payload: {} }),
}));
