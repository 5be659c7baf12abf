'use client';

import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { TEXT_ALREADY_SIGNED_IN, TEXT_REGISTRATION, TEXT_REGISTRATION_LEAD } from '@/lib/constants';
import { TEXT_TO_HOME } from '@/lib/constants-frame';
import { useModalStore } from '@/stores/modal-store';
import { RegistrationForm } from './registration-form';
import { usePolicyLinks, type PolicyLinks } from './use-policy-links';
import { useSignedIn } from '@/components/session/use-signed-in';
import styles from './registration.module.css';

const STEPS = [
  'Заполните заявку: имя, организация, e-mail и телефон.',
  'Подтвердите e-mail: введите код из письма.',
  'Менеджер проверит данные организации и активирует учётную запись — мы пришлём письмо.',
];

/**
 * Spec §2.1: /registration/; with ?auth=true the sign-in modal is open on arrival.
 * `policyLinks`: from the configs the server rendered the page with.
 */
export function RegistrationPage({
  authRequested,
  policyLinks,
}: {
  authRequested: boolean;
  policyLinks?: PolicyLinks;
}) {
  const signedIn = useSignedIn();
  const { policyLink, agreementLink, loaded } = usePolicyLinks(policyLinks);

  useEffect(() => {
    const store = useModalStore.getState();
    if (authRequested && !store.open && !signedIn) store.openModal('signIn');
    // Only on arrival: a later move to ?auth=true comes from a modal that is already open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.intro}>
        <h1>{TEXT_REGISTRATION}</h1>
        <p className={styles.lead}>{TEXT_REGISTRATION_LEAD}</p>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="registration-form-title">
        <h2 id="registration-form-title">Заявка на регистрацию</h2>
        {signedIn ? (
          <>
            <p>{TEXT_ALREADY_SIGNED_IN}</p>
            <ButtonLink href="/" block>
              {TEXT_TO_HOME}
            </ButtonLink>
          </>
        ) : (
          // The policy box depends on the configs; the form waits for them so it never jumps.
          loaded && <RegistrationForm policyLink={policyLink} agreementLink={agreementLink} />
        )}
      </section>
    </div>
  );
}
