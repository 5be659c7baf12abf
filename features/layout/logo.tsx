import Link from 'next/link';
import { BRAND_NAME, BRAND_TAGLINE, TEXT_TO_HOME_LOGO } from '@/lib/constants-frame';
import styles from './logo.module.css';

/**
 * The shop's mark and name, linking home; `light` for the dark footer, `compactOnPhone` for
 * the header, where narrow phones need the room for its buttons.
 */
export function Logo({
  tone = 'dark',
  compactOnPhone = false,
}: {
  tone?: 'dark' | 'light';
  compactOnPhone?: boolean;
}) {
  return (
    <Link
      href="/"
      className={[styles.logo, tone === 'light' && styles.light, compactOnPhone && styles.compact]
        .filter(Boolean)
        .join(' ')}
    >
      <svg
        className={styles.mark}
        width="36"
        height="36"
        viewBox="0 0 36 36"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="36" height="36" rx="9" fill="#0f5bb5" />
        <path d="M8 11h20l-2.4 6H10.4z" fill="#f08a1c" />
        <path d="M10 19h16v8H10z" fill="#fff" />
        <path d="M15 22h6v5h-6z" fill="#0f5bb5" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{BRAND_NAME}</span>{' '}
        <span className={styles.tagline}>{BRAND_TAGLINE}</span>
      </span>{' '}
      {/* The name a reader hears starts with the words on screen (WCAG 2.5.3). */}
      <span className="visually-hidden">{`— ${TEXT_TO_HOME_LOGO}`}</span>
    </Link>
  );
}
