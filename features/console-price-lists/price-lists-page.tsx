'use client';

import { useMemo, useState } from 'react';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import page from '@/components/ui/manager-page.module.css';
import { callApi } from '@/lib/api/client';
import type { ConsolePriceList } from '@/lib/api/contract/console-price-lists';
import {
  consolePriceListDelete,
  consolePriceListOrder,
  consolePriceLists,
} from '@/lib/api/endpoints/console-price-lists';
import { TEXT_CONSOLE_PRICE_LISTS, TEXT_CONSOLE_PRICE_LISTS_INTRO } from '@/lib/constants';
import { describeError } from '@/lib/describe-error';
import { formatDateTime } from '@/lib/format/date';
import { RenameForm } from './rename-form';
import { UploadForm } from './upload-form';
import styles from '@/components/ui/console-files.module.css';

const sizeFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${sizeFormat.format(Math.ceil(bytes / 1024))} КБ`
    : `${sizeFormat.format(bytes / 1024 / 1024)} МБ`;

/** Issue #14, item 4: the documents of «Скачать каталог» — uploaded and generated. */
export function PriceListsPage({ initial }: { initial: ConsolePriceList[] }) {
  const [docs, setDocs] = useState(initial);
  const [query, setQuery] = useState('');
  const [renaming, setRenaming] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? docs.filter((d) => `${d.title} ${d.file_name}`.toLowerCase().includes(q)) : docs;
  }, [docs, query]);

  async function act(run: () => Promise<ConsolePriceList[]>, done: string) {
    setBusy(true);
    try {
      setDocs(await run());
      setMessage({ ok: true, text: done });
    } catch (error) {
      setMessage({ ok: false, text: describeError(error) ?? '' });
    } finally {
      setBusy(false);
    }
  }
  const reload = async () => (await callApi(consolePriceLists, {})).results;
  const move = (id: number, by: -1 | 1) => {
    const ids = docs.map((d) => d.id);
    const at = ids.indexOf(id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
    void act(
      async () => (await callApi(consolePriceListOrder, { body: { ids } })).results,
      'Порядок сохранён.',
    );
  };
  const remove = (doc: ConsolePriceList) => {
    if (!window.confirm(`Удалить «${doc.title}»? Файл пропадёт из окна «Скачать каталог».`)) return;
    void act(async () => {
      await callApi(consolePriceListDelete, { params: { id: doc.id } });
      return reload();
    }, `«${doc.title}» удалён.`);
  };

  return (
    <div className={`container ${page.page}`}>
      <ManagerNav current="/manager/price-lists/" />
      <h1>{TEXT_CONSOLE_PRICE_LISTS}</h1>
      <p className={styles.intro}>{TEXT_CONSOLE_PRICE_LISTS_INTRO}</p>
      <UploadForm onDone={(doc) => void act(reload, `«${doc.title}» загружен.`)} />
      <div className={styles.row}>
        <div>
          <label htmlFor="pl-search" className={fields.label}>
            Поиск по названию
          </label>
          <input
            id="pl-search"
            type="search"
            className={fields.input}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>
      <p role="status" className={message?.ok === false ? styles.error : styles.ok}>
        {message?.text}
      </p>
      {shown.length === 0 ? (
        <p className={styles.muted}>Прайс-листов не найдено.</p>
      ) : (
        <table className={styles.table} data-testid="price-lists">
          <thead>
            <tr>
              <th scope="col">Название</th>
              <th scope="col">Вид</th>
              <th scope="col">Тип и размер</th>
              <th scope="col">Обновлён</th>
              <th scope="col">Действия</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((doc) => (
              <tr key={doc.id}>
                <td>
                  {renaming === doc.id ? (
                    <RenameForm
                      doc={doc}
                      onCancel={() => setRenaming(null)}
                      onDone={(saved) => {
                        setRenaming(null);
                        setDocs((all) => all.map((d) => (d.id === saved.id ? saved : d)));
                        setMessage({ ok: true, text: 'Название сохранено.' });
                      }}
                    />
                  ) : (
                    <span className={styles.title}>{doc.title}</span>
                  )}
                  <div className={styles.muted}>{doc.file_name}</div>
                </td>
                <td>
                  {doc.price_type_id === null
                    ? 'Загружен'
                    : `По типу цен «${doc.price_type_name ?? ''}», обновляется сам`}
                </td>
                <td>
                  {doc.type} · {size(doc.size_bytes)}
                </td>
                <td>
                  <time dateTime={doc.updated_at}>{formatDateTime(doc.updated_at)}</time>
                </td>
                <td>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={busy || query !== ''}
                      aria-label={`Выше: ${doc.title}`}
                      onClick={() => move(doc.id, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={busy || query !== ''}
                      aria-label={`Ниже: ${doc.title}`}
                      onClick={() => move(doc.id, 1)}
                    >
                      ↓
                    </Button>
                    <Button size="small" variant="secondary" onClick={() => setRenaming(doc.id)}>
                      Переименовать
                    </Button>
                    <a className={styles.link} href={doc.file} download>
                      Скачать
                    </a>
                    {doc.price_type_id === null && (
                      <Button
                        size="small"
                        variant="ghost"
                        disabled={busy}
                        onClick={() => remove(doc)}
                      >
                        Удалить
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
