'use client';

import { useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from '@/components/icons/icons';
import {
  COORDINATES_COPIED_MS,
  TEXT_COPIED,
  TEXT_COPY_COORDINATES,
  TEXT_OFFICE_COORDINATES,
} from '@/lib/constants-frame';
import { copyText } from './copy-text';
import styles from './site-footer.module.css';

/** Spec §2.7: a click copies the office coordinates and shows 'Скопировано' for 1.2 s. */
export function OfficeCoordinates({ value }: { value: string }) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COORDINATES_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await copyText(value);
      setCopiedAt(Date.now());
    } catch (error) {
      console.error('[footer] не удалось скопировать координаты:', (error as Error).message);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.coordinates}
        onClick={() => void copy()}
        title={TEXT_COPY_COORDINATES}
      >
        {copiedAt === null ? <CopyIcon size={18} /> : <CheckIcon size={18} />}
        <span>
          <span className={styles.caption}>{TEXT_OFFICE_COORDINATES}</span>
          <span className={styles.value}>{value}</span>
        </span>
      </button>
      <span role="status" className={styles.copied}>
        {copiedAt !== null && TEXT_COPIED}
      </span>
    </>
  );
}
