'use client';

import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { modalTrigger, useModalStore, type ModalName } from '@/stores/modal-store';

/** A server-rendered page's way to open one of the frame's modals. */
export function OpenModalButton({
  modal,
  payload,
  variant,
  children,
}: {
  modal: ModalName;
  payload?: Record<string, unknown>;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      onClick={() => useModalStore.getState().openModal(modal, payload)}
      {...modalTrigger(modal)}
    >
      {children}
    </Button>
  );
}
