'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ConsolePhoto, ConsolePhotos } from '@/lib/api/contract/console-photos';
import { describeError } from '@/lib/describe-error';
import { PhotoItem } from './photo-item';
import { deletePhoto, reorderPhotos, setPhotoAlt } from './photos-api';
import { UploadZone } from './upload-zone';
import styles from './console-photos.module.css';

/** Keeps keyboard focus on the moved photo's button after the list re-renders. */
function refocus(photoId: number, move: 'up' | 'down') {
  requestAnimationFrame(() => {
    const item = document.querySelector(`[data-photo-id="${photoId}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-move="${move}"]`);
    (button && !button.disabled
      ? button
      : item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    )?.focus();
  });
}

/** Issue #14: a product's photos — upload, order, alt text, delete. */
export function ConsolePhotosPage({ initial }: { initial: ConsolePhotos }) {
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<ConsolePhoto | null>(null);
  const { product, photos } = data;

  async function run(action: () => Promise<ConsolePhotos>) {
    setBusy(true);
    setError(null);
    try {
      setData(await action());
      return true;
    } catch (e) {
      setError(describeError(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const move = (photo: ConsolePhoto, step: -1 | 1) => {
    const ids = photos.map((p) => p.id);
    const from = ids.indexOf(photo.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] ?? photo.id, photo.id];
    void run(() => reorderPhotos(product.id, ids)).then(() =>
      refocus(photo.id, step < 0 ? 'up' : 'down'),
    );
  };

  const saveAlt = async (photo: ConsolePhoto, alt: string) => {
    setData(await setPhotoAlt(product.id, photo.id, alt));
  };

  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href={`/manager/products/${product.id}/`}>← К товару</Link>
      </p>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>Фотографии товара</h1>
          <p className={styles.product}>
            {product.title} · арт. {product.article} ·{' '}
            <Link href={`/product/${product.slug}/`} target="_blank">
              открыть в магазине
            </Link>
          </p>
        </div>
        {busy && (
          <p className={styles.busy} role="status">
            <span className={styles.spinner} aria-hidden="true" /> Сохраняем…
          </p>
        )}
      </header>
      <UploadZone productId={product.id} onUploaded={setData} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {photos.length === 0 ? (
        <p className={styles.empty}>
          У товара нет фотографий: в магазине вместо них показывается заглушка.
        </p>
      ) : (
        <>
          <p className={styles.hint}>
            Первая фотография — главная: она в каталоге, поиске и корзине.
          </p>
          <ol className={styles.list} aria-label="Фотографии в порядке показа">
            {photos.map((photo, i) => (
              <PhotoItem
                key={photo.id}
                photo={photo}
                position={i + 1}
                count={photos.length}
                busy={busy}
                onMove={move}
                onDelete={setDoomed}
                onSaveAlt={saveAlt}
              />
            ))}
          </ol>
        </>
      )}
      <Modal
        open={doomed !== null}
        title="Удалить фотографию?"
        width={420}
        onClose={() => setDoomed(null)}
        description="Она сразу пропадёт со страницы товара в магазине."
      >
        <div className={styles.confirm}>
          <Button
            variant="primary"
            className={styles.danger}
            disabled={busy}
            onClick={() => {
              const photo = doomed;
              if (!photo) return;
              void run(() => deletePhoto(product.id, photo.id)).then(() => setDoomed(null));
            }}
          >
            Удалить
          </Button>
          <Button variant="secondary" onClick={() => setDoomed(null)}>
            Отмена
          </Button>
        </div>
      </Modal>
    </div>
  );
}
