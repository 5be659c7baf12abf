'use client';

import { useEffect, useRef } from 'react';
import { CookieIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import {
  TEXT_COOKIE_ACCEPT,
  TEXT_COOKIE_BANNER,
  TEXT_COOKIE_BANNER_LABEL,
  TEXT_COOKIE_DECLINE,
  TEXT_COOKIE_MORE,
} from '@/lib/constants-frame';
import { modalTrigger, useModalStore } from '@/stores/modal-store';
import { acceptCookies, useConsent } from './consent';
import styles from './cookie-banner.module.css';

/** Spec §2.8: shown while the consent cookie is absent. */
export function CookieBanner({ policyLink }: { policyLink?: string }) {
  const consent = useConsent();
  const openModal = useModalStore((s) => s.openModal);
  const ref = useRef<HTMLElement>(null);
  const shown = consent === 'unknown';

  useEffect(() => {
    // The scroll-to-top button lifts itself above the banner by its height; the page keeps
    // as much room below its end (globals.css), so the banner never hides anything for good.
    const root = document.documentElement;
    const banner = ref.current;
    const clear = () => {
      root.style.removeProperty('--frame-bottom-offset');
      root.style.removeProperty('--cookie-banner-space');
    };
    if (!shown || !banner) return clear();
    const measure = () => {
      root.style.setProperty('--frame-bottom-offset', `${banner.offsetHeight + 12}px`);
      const gap = parseFloat(getComputedStyle(banner).bottom) || 0;
      root.style.setProperty('--cookie-banner-space', `${banner.offsetHeight + gap}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      clear();
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <section ref={ref} className={styles.banner} aria-label={TEXT_COOKIE_BANNER_LABEL}>
      <div className={styles.icon}>
        <CookieIcon size={24} />
      </div>
      <p className={styles.text}>
        {TEXT_COOKIE_BANNER}{' '}
        {policyLink && (
          <a href={policyLink} className={styles.more}>
            {TEXT_COOKIE_MORE}
          </a>
        )}
      </p>
      <div className={styles.actions}>
        <Button size="small" onClick={acceptCookies}>
          {TEXT_COOKIE_ACCEPT}
        </Button>
        <Button
          size="small"
          variant="secondary"
          onClick={() => openModal('cookieDeclined')}
          {...modalTrigger('cookieDeclined')}
        >
          {TEXT_COOKIE_DECLINE}
        </Button>
      </div>
    </section>
  );
}
