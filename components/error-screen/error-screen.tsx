import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/button';
import { TEXT_TO_HOME } from '@/lib/constants-frame';
import styles from './error-screen.module.css';

/** The spec §2.2 error page body; 404 and 500 differ in texts and the reload button. */
export function ErrorScreen({
  code,
  title,
  text,
  extraAction,
}: {
  code: string;
  title: string;
  text: string;
  extraAction?: ReactNode;
}) {
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <div className={styles.code} aria-hidden="true">
        {code}
      </div>
      <h1 id="error-title">{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <ButtonLink href="/">{TEXT_TO_HOME}</ButtonLink>
        {extraAction}
      </div>
    </section>
  );
}
