'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { ArrowUpIcon } from '@/components/icons/icons';
import { SCROLL_TOP_THRESHOLD_PX, TEXT_SCROLL_TOP } from '@/lib/constants-frame';
import { useFrameStore } from '@/stores/frame-store';
import styles from './scroll-to-top.module.css';

/**
 * A smooth scroll that has not moved the page by this time was cancelled before its first
 * frame (CI saw it once on the home page: the page stayed at 101 px for 10 s). A scroll the
 * visitor starts meanwhile moves the page, so it is never overridden.
 */
const SMOOTH_SCROLL_CHECK_MS = 600;

/** Spec §2.3: appears once the page is scrolled more than SCROLL_TOP_THRESHOLD_PX. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const lift = useFrameStore((s) => s.bottomOffset);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const toTop = () => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (still) {
      window.scrollTo(0, 0);
      return;
    }
    const from = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    window.setTimeout(() => {
      if (window.scrollY === from) window.scrollTo(0, 0);
    }, SMOOTH_SCROLL_CHECK_MS);
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      style={lift ? ({ '--frame-bottom-offset': `${lift}px` } as CSSProperties) : undefined}
      aria-label={TEXT_SCROLL_TOP}
      title={TEXT_SCROLL_TOP}
      onClick={toTop}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
