import type { InputHTMLAttributes, Ref } from 'react';
import { TEXT_AGREEMENT_CONSENT_PARTS, TEXT_POLICY_CHECKBOX_PARTS } from '@/lib/constants';
import styles from './auth.module.css';

type PolicyCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  policyLink: string;
  agreementLink?: string;
  ref?: Ref<HTMLInputElement>;
};

/** Spec §2.9: shown only with POLICY_LINK; the consent link only with AGREEMENT_LINK. */
export function PolicyCheckbox({ policyLink, agreementLink, ref, ...input }: PolicyCheckboxProps) {
  const [policyLead, policyText] = TEXT_POLICY_CHECKBOX_PARTS;
  const [agreementLead, agreementText] = TEXT_AGREEMENT_CONSENT_PARTS;
  return (
    <label className={styles.consent}>
      <input ref={ref} type="checkbox" className={styles.checkbox} {...input} />
      <span>
        {policyLead}
        <a href={policyLink} target="_blank" rel="noopener noreferrer">
          {policyText}
        </a>
        {agreementLink && (
          <>
            {agreementLead}
            <a href={agreementLink} target="_blank" rel="noopener noreferrer">
              {agreementText}
            </a>
          </>
        )}
      </span>
    </label>
  );
}
