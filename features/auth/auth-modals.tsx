'use client';

import { useEffect } from 'react';
import { useModalStore } from '@/stores/modal-store';
import { signInSuccess, takeRememberedCodeFlow, takeRememberedSignIn } from './code-flow';
import { CodeModal } from './code-modal';
import { RegistrationSuccessModal } from './registration-success-modal';
import { SignInModal } from './sign-in-modal';
import type { PolicyLinks } from './use-policy-links';

/**
 * The sign-in, code and registration-success modals of spec §2.9, mounted once in the layout;
 * `policyLinks` come from the configs the layout rendered with.
 */
export function AuthModals({ policyLinks }: { policyLinks?: PolicyLinks }) {
  const openModal = useModalStore((s) => s.openModal);

  useEffect(() => {
    // A resend reloads the page (spec §4); the code modal comes back for the new code.
    const flow = takeRememberedCodeFlow();
    if (flow) openModal('code', flow);
    else if (takeRememberedSignIn()) openModal('success', signInSuccess);
  }, [openModal]);

  return (
    <>
      <SignInModal links={policyLinks} />
      <CodeModal />
      <RegistrationSuccessModal />
    </>
  );
}
