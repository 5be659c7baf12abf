'use client';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import {
  MODAL_WIDTH,
  TEXT_COOKIE_DECLINED_BODY,
  TEXT_COOKIE_DECLINED_OK,
  TEXT_COOKIE_DECLINED_TITLE,
} from '@/lib/constants-on-demand';
import { useModalStore } from '@/stores/modal-store';
import { dismissBanner } from './consent';

/** Spec §2.8: 'Все понятно' only hides the banner; no cookie is stored and no counter runs. */
export function CookieDeclinedModal() {
  const open = useModalStore((s) => s.open === 'cookieDeclined');
  const closeModal = useModalStore((s) => s.closeModal);
  const understood = () => {
    dismissBanner();
    closeModal();
  };
  return (
    <Modal
      open={open}
      title={TEXT_COOKIE_DECLINED_TITLE}
      width={MODAL_WIDTH.success}
      onClose={closeModal}
      description={TEXT_COOKIE_DECLINED_BODY}
    >
      <Button block onClick={understood}>
        {TEXT_COOKIE_DECLINED_OK}
      </Button>
    </Modal>
  );
}
