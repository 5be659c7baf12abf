'use client';

import { CheckIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import {
  MODAL_WIDTH,
  TEXT_BACK_HOME,
  TEXT_MESSAGE_SUCCESS,
  TEXT_MESSAGE_SUCCESS_BODY,
  TEXT_SUCCESS_BODY,
  TEXT_SUCCESS_TITLE,
} from '@/lib/constants-on-demand';
import { useModalStore } from '@/stores/modal-store';
import { useAppRouter } from '@/components/navigation/use-app-router';

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value ? value : fallback;

/**
 * The success modal of the frame (spec §2.3) and the message-success modal (spec §2.9), both
 * 392 px with 'Вернуться на главную'. The success modal takes its title and text from the
 * opener: `openModal('success', { title, text })`.
 */
export function SuccessModals() {
  const open = useModalStore((s) => s.open);
  const payload = useModalStore((s) => s.payload);
  const closeModal = useModalStore((s) => s.closeModal);
  const router = useAppRouter();
  const home = () => {
    closeModal();
    router.push('/');
  };
  const icon = <CheckIcon size={28} />;
  return (
    <>
      <Modal
        open={open === 'success'}
        title={text(payload.title, TEXT_SUCCESS_TITLE)}
        description={text(payload.text, TEXT_SUCCESS_BODY)}
        width={MODAL_WIDTH.success}
        onClose={closeModal}
        tone="center"
        icon={icon}
      >
        <Button block onClick={home}>
          {TEXT_BACK_HOME}
        </Button>
      </Modal>
      <Modal
        open={open === 'messageSuccess'}
        title={TEXT_MESSAGE_SUCCESS}
        description={TEXT_MESSAGE_SUCCESS_BODY}
        width={MODAL_WIDTH.success}
        onClose={closeModal}
        tone="center"
        icon={icon}
      >
        <Button block onClick={home}>
          {TEXT_BACK_HOME}
        </Button>
      </Modal>
    </>
  );
}
