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

/**
 * Issue #15: the modals load on first use. A control that opens one carries this attribute
 * (`{...modalTrigger('request')}`), and the frame starts loading the modal's code when the
 * pointer or focus reaches it, so the first open does not wait for the network.
 */
export const MODAL_TRIGGER_ATTRIBUTE = 'data-opens-modal';
export const modalTrigger = (name: ModalName) => ({ [MODAL_TRIGGER_ATTRIBUTE]: name });
