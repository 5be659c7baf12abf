import fields from '@/components/form/fields.module.css';
import { Button } from './button';
import styles from './console.module.css';

interface Props {
  /** The list's own address: the filters travel as its GET parameters. */
  action: string;
  /** The free-text search: id, parameter name, label and the current value. */
  text: { id: string; name: string; label: string; value: string };
  /** One choice of a fixed list; the empty value (`all`) means no filter. */
  select: {
    id: string;
    name: string;
    label: string;
    value: string;
    all: string;
    options: readonly { value: string; title: string }[];
  };
}

/** A console list's filters: a text, one select and «Найти», as a plain GET form. */
export function ConsoleFilters({ action, text, select }: Props) {
  return (
    <form className={styles.toolbar} role="search" method="get" action={action}>
      <div className={styles.wide}>
        <label htmlFor={text.id} className={fields.label}>
          {text.label}
        </label>
        <input
          id={text.id}
          name={text.name}
          className={fields.input}
          defaultValue={text.value}
          maxLength={200}
        />
      </div>
      <div>
        <label htmlFor={select.id} className={fields.label}>
          {select.label}
        </label>
        <select
          id={select.id}
          name={select.name}
          className={fields.select}
          defaultValue={select.value}
        >
          <option value="">{select.all}</option>
          {select.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.title}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Найти
      </Button>
    </form>
  );
}
