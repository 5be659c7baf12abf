'use client';

import { useEffect } from 'react';
import { CheckIcon } from '@/components/icons/icons';
import { SIDE_MENU_NOTICE_MS } from '@/lib/constants-frame';
import { useFrameStore } from '@/stores/frame-store';
import styles from './side-menu.module.css';

/** Spec §2.6: a success notice in the side menu stays visible SIDE_MENU_NOTICE_MS. */
export function SideMenuNotice() {
  const notice = useFrameStore((s) => s.notice);
  const clearNotice = useFrameStore((s) => s.clearNotice);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => clearNotice(notice.id), SIDE_MENU_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, clearNotice]);

  // The live region stays in the page so screen readers announce what appears in it.
  return (
    <div role="status" className={styles.noticeRegion}>
      {notice && (
        <p className={styles.notice} data-testid="side-menu-notice">
          <CheckIcon size={18} />
          <span>{notice.text}</span>
        </p>
      )}
    </div>
  );
}
