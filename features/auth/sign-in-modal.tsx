'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { usePublicPathname } from '@/components/navigation/use-public-pathname';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { tokenByPassword } from '@/lib/api/endpoints/auth';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import {
  TEXT_EMAIL,
  TEXT_FORGOT_PASSWORD,
  TEXT_GET_CODE,
  TEXT_NO_ACCOUNT,
  TEXT_PASSWORD,
  TEXT_TAB_CODE,
  TEXT_TAB_PASSWORD,
} from '@/lib/constants';
import { TEXT_SIGN_IN } from '@/lib/constants-frame';
import { MODAL_WIDTH } from '@/lib/constants-on-demand';
import { callSessionEndpoint } from '@/lib/session/browser';
import { useModalStore } from '@/stores/modal-store';
import { requestCodeFor, type CodeFlow } from './code-flow';
import { FormErrors } from '@/components/form/form-errors';
import { signInFormSchema, type SignInFormInput } from './form-schemas';
import { PasswordInput } from '@/components/form/password-input';
import { PolicyCheckbox } from './policy-checkbox';
import { usePolicyLinks, type PolicyLinks } from './use-policy-links';
import { reloadPage } from './reload';
import styles from './auth.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';

type Tab = 'password' | 'code';
const FAILED = 'Не удалось выполнить запрос. Попробуйте ещё раз.';

function SignInForm({ onDone, links }: { onDone: () => void; links?: PolicyLinks }) {
  const ids = useId();
  // Spec §4: the default strategy is e-mail and code.
  const [tab, setTab] = useState<Tab>('code');
  const [restoring, setRestoring] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { policyLink, agreementLink } = usePolicyLinks(links);
  const openModal = useModalStore((s) => s.openModal);
  const pathname = usePublicPathname();
  const router = useAppRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormInput>({
    resolver: zodResolver(
      signInFormSchema({ password: tab === 'password', policy: !!policyLink }),
    ) as Resolver<SignInFormInput>,
    defaultValues: { email: '', password: '', policy: false },
  });

  const switchTab = (next: Tab, restore = false) => {
    setTab(next);
    setRestoring(restore);
    setServerErrors([]);
  };

  const submit = async (values: SignInFormInput) => {
    setServerErrors([]);
    const email = values.email;
    try {
      if (tab === 'password') {
        await callSessionEndpoint(tokenByPassword, {
          body: { username: email, password: values.password ?? '' },
        });
        onDone();
        reloadPage();
        return;
      }
      const flow: CodeFlow = { email, mode: restoring ? 'restore' : 'login' };
      await requestCodeFor(flow);
      // Spec §4: on the registration page the address first becomes /registration?auth=true.
      if (pathname.startsWith('/registration')) router.replace('/registration/?auth=true');
      openModal('code', flow);
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : null;
      const messages = errorMessages(body);
      setServerErrors(messages.length ? messages : [FAILED]);
    }
  };

  const fieldError = (name: keyof SignInFormInput) =>
    errors[name]?.message ? (
      <p id={`${ids}-${name}-error`} className={styles.error}>
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <>
      <div role="tablist" aria-label={TEXT_SIGN_IN} className={styles.tabs}>
        {(
          [
            ['password', TEXT_TAB_PASSWORD],
            ['code', TEXT_TAB_CODE],
          ] as const
        ).map(([value, title]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${ids}-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`${ids}-panel`}
            className={styles.tab}
            onClick={() => switchTab(value)}
          >
            {title}
          </button>
        ))}
      </div>
      <form
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-tab-${tab}`}
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        {restoring && tab === 'code' && (
          <p className={styles.hint}>
            Введите e-mail: мы пришлём код, по которому можно войти и задать новый пароль.
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={`${ids}-email`} className={styles.label}>
            {TEXT_EMAIL}
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={styles.input}
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? `${ids}-email-error` : undefined}
            {...register('email')}
          />
          {fieldError('email')}
        </div>
        {tab === 'password' && (
          <div className={styles.field}>
            <label htmlFor={`${ids}-password`} className={styles.label}>
              {TEXT_PASSWORD}
            </label>
            <PasswordInput
              id={`${ids}-password`}
              autoComplete="current-password"
              aria-invalid={!!errors.password}
              aria-describedby={errors.password ? `${ids}-password-error` : undefined}
              {...register('password')}
            />
            {fieldError('password')}
          </div>
        )}
        {policyLink && (
          <div className={styles.field}>
            <PolicyCheckbox
              policyLink={policyLink}
              agreementLink={agreementLink}
              aria-invalid={!!errors.policy}
              aria-describedby={errors.policy ? `${ids}-policy-error` : undefined}
              {...register('policy')}
            />
            {fieldError('policy')}
          </div>
        )}
        <FormErrors messages={serverErrors} className={styles.errors} />
        <Button type="submit" block disabled={isSubmitting}>
          {tab === 'password' ? TEXT_SIGN_IN : TEXT_GET_CODE}
        </Button>
        <div className={styles.links}>
          {tab === 'password' && (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => switchTab('code', true)}
            >
              {TEXT_FORGOT_PASSWORD}
            </button>
          )}
          <Link href="/registration/" onClick={onDone}>
            {TEXT_NO_ACCOUNT}
          </Link>
        </div>
      </form>
    </>
  );
}

/**
 * Spec §2.9: 'Войти', 420 px, tabs 'По паролю' / 'По коду'. `links`: the policy links of the
 * server-rendered configs, so that the checkbox is there before any submit.
 */
export function SignInModal({ links }: { links?: PolicyLinks }) {
  const open = useModalStore((s) => s.open === 'signIn');
  const closeModal = useModalStore((s) => s.closeModal);
  return (
    <Modal open={open} title={TEXT_SIGN_IN} width={MODAL_WIDTH.signIn} onClose={closeModal}>
      <SignInForm onDone={closeModal} links={links} />
    </Modal>
  );
}
