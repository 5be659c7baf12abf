'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DownloadIcon } from '@/components/icons/icons';
import { Modal } from '@/components/ui/modal';
import { callApi } from '@/lib/api/client';
import { priceListDocuments } from '@/lib/api/endpoints/content';
import {
  TEXT_LOADING,
  TEXT_PRICE_LIST_DOWNLOAD,
  TEXT_PRICE_LIST_EMPTY,
  TEXT_PRICE_LIST_FAILED,
  TEXT_PRICE_LIST_SIZE_UNIT,
} from '@/lib/constants';
import { TEXT_DOWNLOAD_CATALOGUE } from '@/lib/constants-frame';
import { MODAL_WIDTH } from '@/lib/constants-on-demand';
import { useModalStore } from '@/stores/modal-store';
import styles from './download-catalogue-modal.module.css';

const sizeFormat = new Intl.NumberFormat('ru-RU');
const formatSize = (kb: number) => `${sizeFormat.format(kb)} ${TEXT_PRICE_LIST_SIZE_UNIT}`;

/** Spec §2.9: 'Скачать каталог' (720): title, type, size in KB and a link per price list. */
export function DownloadCatalogueModal() {
  const open = useModalStore((s) => s.open === 'downloadCatalogue');
  const closeModal = useModalStore((s) => s.closeModal);
  const documents = useQuery({
    queryKey: ['price-list-documents'],
    queryFn: ({ signal }) => callApi(priceListDocuments, {}, { signal }),
    enabled: open,
    retry: false,
  });

  useEffect(() => {
    // Spec §8: a failed load of the documents is only logged; the modal says so briefly.
    if (documents.error)
      console.error('[price-list] не удалось загрузить прайс-листы:', documents.error.message);
  }, [documents.error]);

  return (
    <Modal
      open={open}
      title={TEXT_DOWNLOAD_CATALOGUE}
      width={MODAL_WIDTH.catalogue}
      onClose={closeModal}
    >
      {documents.isPending && <p className={styles.state}>{TEXT_LOADING}</p>}
      {documents.isError && (
        <p className={styles.error} role="alert">
          {TEXT_PRICE_LIST_FAILED}
        </p>
      )}
      {documents.data?.length === 0 && <p className={styles.state}>{TEXT_PRICE_LIST_EMPTY}</p>}
      {documents.data && documents.data.length > 0 && (
        <ul className={styles.list}>
          {documents.data.map((doc) => (
            <li key={doc.id} className={styles.item}>
              <span className={styles.type} data-type={doc.type.toUpperCase()} aria-hidden="true">
                {doc.type}
              </span>
              <div className={styles.info}>
                <span className={styles.title}>{doc.title}</span>
                <span className={styles.meta}>
                  {doc.type} · {formatSize(doc.size)}
                </span>
              </div>
              <a
                href={doc.file}
                download
                className={styles.download}
                aria-label={`${TEXT_PRICE_LIST_DOWNLOAD}: ${doc.title}`}
              >
                <DownloadIcon size={18} />
                <span>{TEXT_PRICE_LIST_DOWNLOAD}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
