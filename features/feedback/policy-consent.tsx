import type { InputHTMLAttributes, Ref } from 'react';
import { TEXT_AGREEMENT_CONSENT_PARTS, TEXT_POLICY_CHECKBOX_PARTS } from '@/lib/constants';
import styles from './request-form.module.css';

type PolicyConsentProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  policyLink?: string;
  agreementLink?: string;
  ref?: Ref<HTMLInputElement>;
};

/** 'Принимаю условия политики конфиденциальности', with links to the configured documents. */
export function PolicyConsent({ policyLink, agreementLink, ref, ...input }: PolicyConsentProps) {
  const [policyLead, policyText] = TEXT_POLICY_CHECKBOX_PARTS;
  const [agreementLead, agreementText] = TEXT_AGREEMENT_CONSENT_PARTS;
  const link = (href: string | undefined, text: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    );
  return (
    <label className={styles.consent}>
      <input ref={ref} type="checkbox" className={styles.checkbox} {...input} />
      <span>
        {policyLead}
        {link(policyLink, policyText)}
        {agreementLink && (
          <>
            {agreementLead}
            {link(agreementLink, agreementText)}
          </>
        )}
      </span>
    </label>
  );
}
