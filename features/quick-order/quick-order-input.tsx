'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import styles from './quick-order.module.css';

const EXAMPLE = 'CT-24-0001\t10\nКнауф Ротбанд 30 кг; 5\nКирпич М150 1НФ 480';

interface Props {
  busy: boolean;
  onText: (text: string) => void;
  onFile: (file: File) => void;
}

/** The two ways in: lines pasted from Excel or typed, or a spreadsheet file. */
export function QuickOrderInput({ busy, onText, onFile }: Props) {
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onText(text);
  };
  return (
    <div className={styles.inputs}>
      <form className={styles.card} onSubmit={submit}>
        <label htmlFor="quick-order-text" className={styles.label}>
          Вставьте строки из Excel или наберите их
        </label>
        <p id="quick-order-hint" className={styles.hint}>
          В каждой строке — артикул или название и количество через табуляцию, «;», «,» или пробел.
          До 1000 строк.
        </p>
        <textarea
          id="quick-order-text"
          className={styles.textarea}
          aria-describedby="quick-order-hint"
          rows={8}
          placeholder={EXAMPLE}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" disabled={busy || !text.trim()}>
          {busy ? 'Ищем товары…' : 'Найти товары'}
        </Button>
      </form>
      <div className={styles.card}>
        <span className={styles.label}>Или загрузите таблицу</span>
        <p className={styles.hint}>
          XLSX или CSV, первый лист. Столбцы найдём по заголовкам «Артикул», «Наименование»,
          «Количество», без заголовков — по порядку. Файл до 2 МБ.
        </p>
        <input
          ref={fileInput}
          id="quick-order-file"
          type="file"
          className="visually-hidden"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = '';
          }}
        />
        <Button variant="secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
          Выбрать файл
        </Button>
      </div>
    </div>
  );
}
