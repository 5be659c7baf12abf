'use client';

import { Button } from '@/components/ui/button';
import styles from './console-content.module.css';

/**
 * The page as a visitor will see it: the HTML comes back from the server's sanitiser, the same
 * cleaning the save applies, so nothing here can run a script.
 */
export function PagePreview({
  title,
  html,
  onClose,
}: {
  title: string;
  html: string;
  onClose: () => void;
}) {
  return (
    <section className={styles.preview} aria-label="Предпросмотр страницы">
      <div className={styles.previewHead}>
        <strong>Предпросмотр — так страницу увидит посетитель</strong>
        <Button variant="ghost" size="small" onClick={onClose}>
          Закрыть
        </Button>
      </div>
      <article className={styles.prose}>
        <h1>{title}</h1>
        <div data-testid="page-preview" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </section>
  );
}
