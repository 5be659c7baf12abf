'use client';

import { useEffect, useRef } from 'react';
import { Icon, type IconProps } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import {
  TEXT_COOKIE_ACCEPT,
  TEXT_COOKIE_BANNER,
  TEXT_COOKIE_BANNER_LABEL,
  TEXT_COOKIE_DECLINE,
  TEXT_COOKIE_MORE,
} from '@/lib/constants-on-demand';
import { useFrameStore } from '@/stores/frame-store';
import { modalTrigger, useModalStore } from '@/stores/modal-store';
import { acceptCookies } from './consent';
import styles from './cookie-banner.module.css';

// Here, not in icons.tsx: that module is in every page's first load, the banner is not.
const CookieIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20.5 12.5A8.5 8.5 0 1 1 11.5 3.5a3 3 0 0 0 4 3.8 3 3 0 0 0 5 5.2z" />
    <circle cx="8.5" cy="10" r="0.9" fill="currentColor" />
    <circle cx="12" cy="15.5" r="0.9" fill="currentColor" />
    <circle cx="15.5" cy="12.5" r="0.6" fill="currentColor" />
  </Icon>
);

/** Spec §2.8: the banner itself, mounted by CookieBanner while the consent cookie is absent. */
export function CookieBannerView({ policyLink }: { policyLink?: string }) {
  const openModal = useModalStore((s) => s.openModal);
  const setBottomOffset = useFrameStore((s) => s.setBottomOffset);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    // The scroll-to-top button lifts itself above the banner by its height; the page keeps
    // as much room below its end (globals.css), so the banner never hides anything for good.
    // Issue #15: the room is set on <html> and <body> alone (a property they do not pass
    // down) and the lift through the frame store, so measuring restyles two elements and one
    // button, not the whole page.
    const targets = [document.documentElement, document.body];
    const banner = ref.current;
    if (!banner) return;
    const measure = () => {
      // Both reads before any write: a write between them made the second read lay the
      // page out again.
      const height = banner.offsetHeight;
      const gap = parseFloat(getComputedStyle(banner).bottom) || 0;
      for (const el of targets) el.style.setProperty('--cookie-banner-space', `${height + gap}px`);
      setBottomOffset(height + 12);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      for (const el of targets) el.style.removeProperty('--cookie-banner-space');
      setBottomOffset(0);
    };
  }, [setBottomOffset]);

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
