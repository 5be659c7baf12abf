'use client';

import { CheckIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TEXT_REGISTRATION_SUCCESS, TEXT_REGISTRATION_SUCCESS_BODY } from '@/lib/constants';
import { MODAL_WIDTH, TEXT_BACK_HOME } from '@/lib/constants-on-demand';
import { useModalStore } from '@/stores/modal-store';
import { useAppRouter } from '@/components/navigation/use-app-router';

/** Spec §2.9: 'Спасибо за регистрацию!' (392 px) with 'Вернуться на главную'. */
export function RegistrationSuccessModal() {
  const open = useModalStore((s) => s.open === 'registrationSuccess');
  const closeModal = useModalStore((s) => s.closeModal);
  const router = useAppRouter();
  return (
    <Modal
      open={open}
      title={TEXT_REGISTRATION_SUCCESS}
      description={TEXT_REGISTRATION_SUCCESS_BODY}
      width={MODAL_WIDTH.success}
      onClose={closeModal}
      tone="center"
      icon={<CheckIcon size={28} />}
    >
      <Button
        block
        onClick={() => {
          closeModal();
          router.push('/');
          router.refresh();
        }}
      >
        {TEXT_BACK_HOME}
      </Button>
    </Modal>
  );
}
