'use client';

import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { TEXT_HIDE_PASSWORD, TEXT_SHOW_PASSWORD } from '@/lib/constants';
import fields from './fields.module.css';
import styles from './password-input.module.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
};

const Eye = ({ crossed }: { crossed: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 4l16 16" />}
  </svg>
);

/** A masked password with a show/hide toggle (spec §2.9). */
export function PasswordInput({ ref, className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.withToggle}>
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={`${className ?? fields.input} ${styles.roomForToggle}`}
        {...input}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={visible ? TEXT_HIDE_PASSWORD : TEXT_SHOW_PASSWORD}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <Eye crossed={visible} />
      </button>
    </div>
  );
}
