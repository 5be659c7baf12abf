'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { TEXT_SIGN_IN_REQUIRED } from '@/lib/constants';
import { TEXT_SIGN_IN } from '@/lib/constants-frame';
import { useModalStore } from '@/stores/modal-store';
import styles from './sign-in-prompt.module.css';

/**
 * What a guest sees on a personal page: a clear line and the sign-in button; the sign-in
 * modal opens by itself once (spec §6: guests get the login modal).
 */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const openModal = useModalStore((s) => s.openModal);
  useEffect(() => openModal('signIn'), [openModal]);
  return (
    <section className={styles.prompt}>
      <h1>{title}</h1>
      <p className={styles.lead}>{TEXT_SIGN_IN_REQUIRED}</p>
      <p className={styles.text}>{text}</p>
      <Button onClick={() => openModal('signIn')}>{TEXT_SIGN_IN}</Button>
    </section>
  );
}
