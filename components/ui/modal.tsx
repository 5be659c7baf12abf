'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';
import { TEXT_CLOSE } from '@/lib/constants-frame';

interface ModalProps {
  open: boolean;
  title: string;
  /** Width in px from spec §9 (MODAL_WIDTH). */
  width: number;
  onClose: () => void;
  children: ReactNode;
  /** Hide the visible heading while keeping the dialog labelled. */
  hideTitle?: boolean;
  /** A short text under the title, read out with it (aria-describedby). */
  description?: ReactNode;
  /** Look of the title block: `center` for success messages with an icon. */
  tone?: 'default' | 'center';
  icon?: ReactNode;
}

/**
 * Native <dialog> opened with showModal(): the browser keeps focus inside, Esc closes,
 * and the rest of the page is inert. Focus returns to the opener on close.
 */
export function Modal({
  open,
  title,
  width,
  onClose,
  children,
  hideTitle,
  description,
  tone = 'default',
  icon,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The native `close` event arrives a task later; by then another modal may already be
  // open (request → message success). Only a close the store did not ask for reports back.
  const openRef = useRef(open);

  useEffect(() => {
    openRef.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React does not render `autofocus`, so the dialog would focus its close button:
      // a field marked data-autofocus takes the focus instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      style={{ maxWidth: width }}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        if (openRef.current) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={`${styles.body} ${tone === 'center' ? styles.center : ''}`}>
          {icon && <div className={styles.icon}>{icon}</div>}
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
          <button type="button" className={styles.close} onClick={onClose} aria-label={TEXT_CLOSE}>
            <CloseIcon size={20} />
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
