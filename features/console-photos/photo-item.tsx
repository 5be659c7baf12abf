'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ProductPicture } from '@/components/catalog/product-picture';
import { Button } from '@/components/ui/button';
import fields from '@/components/form/fields.module.css';
import {
  consolePhotoAltSchema,
  PHOTO_ALT_MAX,
  type ConsolePhoto,
  type ConsolePhotoAlt,
} from '@/lib/api/contract/console-photos';
import { fieldErrors } from '@/lib/api/errors';
import { ApiRequestError } from '@/lib/api/errors';
import { describeError } from '@/lib/describe-error';
import styles from './console-photos.module.css';

interface Props {
  photo: ConsolePhoto;
  position: number;
  count: number;
  busy: boolean;
  onMove: (photo: ConsolePhoto, step: -1 | 1) => void;
  onDelete: (photo: ConsolePhoto) => void;
  onSaveAlt: (photo: ConsolePhoto, alt: string) => Promise<void>;
}

/** One photo: preview, place, alt text and the buttons that move or remove it. */
export function PhotoItem({ photo, position, count, busy, onMove, onDelete, onSaveAlt }: Props) {
  const form = useForm<ConsolePhotoAlt>({
    resolver: zodResolver(consolePhotoAltSchema),
    values: { alt: photo.alt },
  });
  const altId = `photo-alt-${photo.id}`;
  const error = form.formState.errors.alt?.message ?? form.formState.errors.root?.message;
  const submit = form.handleSubmit(async ({ alt }) => {
    try {
      await onSaveAlt(photo, alt);
    } catch (e) {
      const message =
        (e instanceof ApiRequestError && fieldErrors(e.body).alt) || describeError(e) || '';
      form.setError('alt', { message });
    }
  });

  return (
    <li className={styles.item} data-testid="console-photo" data-photo-id={photo.id}>
      <div className={styles.preview}>
        <ProductPicture image={photo} alt="" sizes="card" className={styles.previewImage} />
        <span className={styles.position}>{position}</span>
        {position === 1 && <span className={styles.main}>Главная</span>}
      </div>
      <div className={styles.itemBody}>
        <div className={styles.moves} role="group" aria-label={`Место фотографии ${position}`}>
          <Button
            size="small"
            variant="secondary"
            disabled={busy || position === 1}
            onClick={() => onMove(photo, -1)}
            aria-label={`Фото ${position}: поставить выше`}
            data-move="up"
          >
            ↑ Выше
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={busy || position === count}
            onClick={() => onMove(photo, 1)}
            aria-label={`Фото ${position}: поставить ниже`}
            data-move="down"
          >
            ↓ Ниже
          </Button>
        </div>
        {photo.from_1c ? (
          <p className={styles.from1c}>
            Из 1С{photo.alt ? ` · «${photo.alt}»` : ''}. Меняется и удаляется в 1С.
          </p>
        ) : (
          <form className={styles.altForm} onSubmit={(e) => void submit(e)} noValidate>
            <label className={fields.label} htmlFor={altId}>
              Описание (alt)
            </label>
            <div className={styles.altRow}>
              <input
                id={altId}
                className={fields.input}
                maxLength={PHOTO_ALT_MAX + 50}
                placeholder="Например: плитка, вид спереди"
                aria-invalid={!!error}
                aria-describedby={error ? `${altId}-error` : undefined}
                {...form.register('alt')}
              />
              <Button
                type="submit"
                size="small"
                variant="secondary"
                disabled={busy || form.formState.isSubmitting || !form.formState.isDirty}
              >
                Сохранить
              </Button>
            </div>
            {error && (
              <p className={fields.error} id={`${altId}-error`}>
                {error}
              </p>
            )}
          </form>
        )}
        {!photo.from_1c && (
          <Button
            size="small"
            variant="ghost"
            className={styles.delete}
            disabled={busy}
            onClick={() => onDelete(photo)}
            aria-label={`Удалить фото ${position}`}
          >
            Удалить
          </Button>
        )}
      </div>
    </li>
  );
}
