'use client';

import { useId, useRef, useState, type DragEvent } from 'react';
import {
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_FILES,
  TEXT_PHOTO_TOO_BIG,
  TEXT_PHOTO_TOO_MANY,
  TEXT_PHOTO_WRONG_TYPE,
  type ConsolePhotos,
} from '@/lib/api/contract/console-photos';
import { describeError } from '@/lib/describe-error';
import { formatFileSize, TEXT_UPLOAD_STATUS, type UploadStatus } from './texts';
import { uploadPhotos } from './photos-api';
import styles from './console-photos.module.css';

interface Item {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  error?: string;
}

const ACCEPTED_TYPES = new Set(PHOTO_ACCEPT.split(','));

/** The browser's first check, so a manager hears at once; the server sniffs the bytes anyway. */
function precheck(file: File): string | null {
  if (file.type && !ACCEPTED_TYPES.has(file.type)) return `${TEXT_PHOTO_WRONG_TYPE}.`;
  if (file.size > PHOTO_MAX_BYTES) return `${TEXT_PHOTO_TOO_BIG}.`;
  return null;
}

/**
 * A multi-file input inside a drop zone. Each file goes in a request of its own (the proxy in
 * front cuts a body at 10 MB), one after another, its line showing where it stands.
 */
export function UploadZone({
  productId,
  onUploaded,
}: {
  productId: number;
  onUploaded: (data: ConsolePhotos) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [over, setOver] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const busy = items.some((i) => i.status === 'waiting' || i.status === 'uploading');

  const patch = (key: string, change: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  async function start(list: File[]) {
    setNote(null);
    if (list.length === 0) return;
    if (list.length > PHOTO_MAX_FILES) {
      setNote(TEXT_PHOTO_TOO_MANY);
      return;
    }
    const stamp = Date.now();
    const queued = list.map((file, n) => {
      const error = precheck(file);
      const item: Item = {
        key: `${stamp}-${n}`,
        name: file.name,
        size: file.size,
        status: error ? 'error' : 'waiting',
        error: error ?? undefined,
      };
      return { file, item };
    });
    setItems(queued.map((q) => q.item));
    for (const { file, item } of queued) {
      if (item.status === 'error') continue;
      patch(item.key, { status: 'uploading' });
      try {
        onUploaded(await uploadPhotos(productId, [file]));
        patch(item.key, { status: 'done' });
      } catch (error) {
        patch(item.key, { status: 'error', error: describeError(error) ?? undefined });
      }
    }
    if (input.current) input.current.value = '';
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!busy) void start([...e.dataTransfer.files]);
  };

  return (
    <section className={styles.upload} aria-labelledby={`${inputId}-title`}>
      <div
        className={`${styles.zone} ${over ? styles.zoneOver : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
      >
        <h2 className={styles.zoneTitle} id={`${inputId}-title`}>
          Добавить фотографии
        </h2>
        <p className={styles.zoneText}>
          Перетащите файлы сюда или выберите их. JPEG, PNG, WebP или AVIF, до{' '}
          {PHOTO_MAX_BYTES >> 20} МБ каждый, не больше {PHOTO_MAX_FILES} за раз.
        </p>
        <label htmlFor={inputId} className={styles.pick} aria-disabled={busy}>
          {busy ? 'Загружаем…' : 'Выбрать файлы'}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.fileInput}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={busy}
          onChange={(e) => void start([...(e.target.files ?? [])])}
        />
      </div>
      {note && (
        <p className={styles.error} role="alert">
          {note}
        </p>
      )}
      {items.length > 0 && (
        <ul className={styles.queue} aria-live="polite" data-testid="upload-queue">
          {items.map((i) => (
            <li key={i.key} className={styles.queueItem} data-status={i.status}>
              <span className={styles.queueName}>{i.name}</span>
              <span className={styles.queueSize}>{formatFileSize(i.size)}</span>
              <span className={styles.queueStatus}>
                {i.status === 'uploading' && <span className={styles.spinner} aria-hidden="true" />}
                {i.status === 'error'
                  ? (i.error ?? TEXT_UPLOAD_STATUS.error)
                  : TEXT_UPLOAD_STATUS[i.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
