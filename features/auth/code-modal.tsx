'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import {
  CODE_ERROR_AUTOCLOSE_MS,
  CODE_LENGTH,
  CODE_RESEND_COUNTDOWN_S,
  TEXT_CODE_LABEL,
  TEXT_CODE_RESEND,
  TEXT_CODE_RESEND_IN,
  TEXT_CODE_SENT_TO,
} from '@/lib/constants';
import { TEXT_SIGN_IN } from '@/lib/constants-frame';
import { MODAL_WIDTH } from '@/lib/constants-on-demand';
import { useModalStore } from '@/stores/modal-store';
import {
  readCodeFlow,
  rememberCodeFlow,
  rememberSignedIn,
  signInSuccess,
  requestCodeFor,
  submitCode,
  type CodeFlow,
} from './code-flow';
import { FormErrors } from '@/components/form/form-errors';
import { NewPasswordForm } from './new-password-form';
import { formatCountdown, useCountdown } from './use-countdown';
import { reloadPage } from './reload';
import styles from './auth.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';

const FAILED = 'Не удалось проверить код. Попробуйте ещё раз.';
const messagesOf = (error: unknown) => {
  const list = errorMessages(error instanceof ApiRequestError ? error.body : null);
  return list.length ? list : [FAILED];
};

function CodeForm({ flow, onClose }: { flow: CodeFlow; onClose: () => void }) {
  const ids = useId();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  const { left, running, restart } = useCountdown(CODE_RESEND_COUNTDOWN_S);
  const openModal = useModalStore((s) => s.openModal);
  const router = useAppRouter();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);

  // Spec §4: after an error the modal closes itself in 7 s.
  useEffect(() => {
    if (errors.length === 0) return;
    const timer = setTimeout(onClose, CODE_ERROR_AUTOCLOSE_MS);
    return () => clearTimeout(timer);
  }, [errors, onClose]);

  const send = async (value: string) => {
    setBusy(true);
    try {
      await submitCode(flow, value);
      restart();
      await queryClient.invalidateQueries();
      if (flow.mode === 'restore') {
        setSettingPassword(true);
      } else if (flow.mode === 'registration') {
        openModal('registrationSuccess');
        router.push('/');
      } else {
        onClose();
        rememberSignedIn();
        openModal('success', signInSuccess);
        reloadPage();
      }
    } catch (error) {
      setErrors(messagesOf(error));
    } finally {
      setBusy(false);
    }
  };

  const change = (raw: string) => {
    // Codes are digits; letters and spaces pasted with them are dropped.
    const value = raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
    setCode(value);
    // Spec §5: only a complete code is sent, and at once.
    if (value.length === CODE_LENGTH && !busy && errors.length === 0) void send(value);
  };

  const resend = async () => {
    try {
      await requestCodeFor(flow);
      rememberCodeFlow(flow);
      reloadPage();
    } catch (error) {
      setErrors(messagesOf(error));
    }
  };

  if (settingPassword) return <NewPasswordForm />;

  const failed = errors.length > 0;
  return (
    <div className={styles.form}>
      <p className={styles.hint}>
        {TEXT_CODE_SENT_TO} <span className={styles.email}>{flow.email}</span>
      </p>
      <div className={styles.field}>
        <label htmlFor={`${ids}-code`} className={styles.label}>
          {TEXT_CODE_LABEL}
        </label>
        <input
          ref={inputRef}
          id={`${ids}-code`}
          className={styles.codeInput}
          value={code}
          onChange={(event) => change(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={'•'.repeat(CODE_LENGTH)}
          autoFocus
          disabled={busy || failed}
          aria-invalid={failed}
          aria-describedby={failed ? `${ids}-errors` : undefined}
        />
        <FormErrors id={`${ids}-errors`} messages={errors} className={styles.errors} />
      </div>
      {/* Spec §4: at zero the countdown shows 02:00 again while resend is open; only the
          lead 'Повторная отправка через' goes, as it no longer holds. */}
      <p className={styles.countdown} aria-live="off">
        {running && `${TEXT_CODE_RESEND_IN} `}
        <span>{formatCountdown(left)}</span>
      </p>
      <Button variant="secondary" block disabled={running || failed} onClick={() => void resend()}>
        {TEXT_CODE_RESEND}
      </Button>
    </div>
  );
}

/** Spec §2.9/§4: the code modal 'Войти' (420 px): eight characters, 02:00 countdown, resend. */
export function CodeModal() {
  const open = useModalStore((s) => s.open === 'code');
  const payload = useModalStore((s) => s.payload);
  const closeModal = useModalStore((s) => s.closeModal);
  const flow = readCodeFlow(payload);
  return (
    <Modal open={open && !!flow} title={TEXT_SIGN_IN} width={MODAL_WIDTH.code} onClose={closeModal}>
      {flow && <CodeForm flow={flow} onClose={closeModal} />}
    </Modal>
  );
}
