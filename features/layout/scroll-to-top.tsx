'use client';

import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/icons/icons';
import { SCROLL_TOP_THRESHOLD_PX, TEXT_SCROLL_TOP } from '@/lib/constants-frame';
import styles from './scroll-to-top.module.css';

/** Spec §2.3: appears once the page is scrolled more than SCROLL_TOP_THRESHOLD_PX. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const toTop = () => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      aria-label={TEXT_SCROLL_TOP}
      title={TEXT_SCROLL_TOP}
      onClick={toTop}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
