'use client';

import { Modal } from '@/components/ui/modal';
import {
  requestFormSchema,
  type RequestForm as RequestFormData,
} from '@/lib/api/contract/feedback';
import { TEXT_REQUEST_SENT_NOTICE } from '@/lib/constants';
import { MODAL_WIDTH } from '@/lib/constants-on-demand';
import { useFrameStore } from '@/stores/frame-store';
import { useModalStore } from '@/stores/modal-store';
import { RequestForm } from './request-form';

/**
 * Spec §2.9: the request modal (360), titled by the server. Opened with
 * `openModal('request', { form })`; closing unmounts the form, which resets every field and
 * error (spec §4). Without a form in the payload it opens the site's own (`defaultForm`), and a
 * `comment` in the payload fills the comment (a price asked for from a product).
 */
export function RequestModal({
  policyLink,
  agreementLink,
  defaultForm = null,
}: {
  policyLink?: string;
  agreementLink?: string;
  defaultForm?: RequestFormData | null;
}) {
  const open = useModalStore((s) => s.open === 'request');
  const payload = useModalStore((s) => s.payload);
  const openModal = useModalStore((s) => s.openModal);
  const closeModal = useModalStore((s) => s.closeModal);
  const showNotice = useFrameStore((s) => s.showNotice);
  const parsed = requestFormSchema.safeParse(payload.form ?? defaultForm);
  const form = open && parsed.success ? parsed.data : null;
  const comment = typeof payload.comment === 'string' ? payload.comment : '';

  const sent = () => {
    openModal('messageSuccess');
    showNotice(TEXT_REQUEST_SENT_NOTICE);
  };

  return (
    <Modal open={!!form} title={form?.title ?? ''} width={MODAL_WIDTH.request} onClose={closeModal}>
      {form && (
        <RequestForm
          form={form}
          policyLink={policyLink}
          agreementLink={agreementLink}
          initialComment={comment}
          onSent={sent}
        />
      )}
    </Modal>
  );
}
