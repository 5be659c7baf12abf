'use client';

import Link from 'next/link';
import { QUICK_ORDER_PATH, TEXT_QUICK_ORDER } from '@/lib/constants-frame';
import { requireSignIn } from '@/components/session/require-sign-in';
import { QuickOrderIcon } from '@/components/icons/buying-icons';
import buttons from '@/components/ui/header-buttons.module.css';
import styles from './quick-order-header-link.module.css';

/** Issue #13: quick order from the header; on phones it lives in the side menu instead. */
export function QuickOrderHeaderLink() {
  return (
    <Link
      href={QUICK_ORDER_PATH}
      className={`${buttons.single} ${styles.link}`}
      aria-label={TEXT_QUICK_ORDER}
      onClick={(event) => requireSignIn(event)}
    >
      <QuickOrderIcon size={22} />
      <span className={buttons.label}>{TEXT_QUICK_ORDER}</span>
    </Link>
  );
}
