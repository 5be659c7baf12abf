import {
  AUDIT_FIELD_TITLES,
  STAFF_ROLE_TITLES,
  SYNONYM_KIND_TITLES,
  USER_STATUS_TITLES,
} from '@/lib/constants';
import styles from '@/components/ui/console.module.css';

type Values = Record<string, unknown> | null;

const MAX_SHOWN = 200;

/** A stored value as a person reads it: statuses and roles in words, long text cut. */
export function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'string') {
    if (field === 'status' && value in USER_STATUS_TITLES)
      return USER_STATUS_TITLES[value as keyof typeof USER_STATUS_TITLES];
    if (field === 'role' && value in STAFF_ROLE_TITLES)
      return STAFF_ROLE_TITLES[value as keyof typeof STAFF_ROLE_TITLES];
    if (field === 'kind' && value in SYNONYM_KIND_TITLES)
      return SYNONYM_KIND_TITLES[value as keyof typeof SYNONYM_KIND_TITLES];
    return value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
  }
  // A list of words (a synonym group's terms) reads as words, not as JSON.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return showValue(field, value.join(', '));
  const text = typeof value === 'number' ? String(value) : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/** The changed fields one by one: «Статус: Активен → Заблокирован». */
export function AuditValues({ before, after }: { before: Values; after: Values }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.changes}>
      {keys.map((key) => (
        <li key={key} className={styles.change} data-field={key}>
          <span className={styles.muted}>{AUDIT_FIELD_TITLES[key] ?? key}: </span>
          {before && (
            <>
              <span className={styles.before} data-side="before">
                {showValue(key, before[key])}
              </span>
              {' → '}
            </>
          )}
          {after ? (
            <span className={styles.after} data-side="after">
              {showValue(key, after[key])}
            </span>
          ) : (
            <span className={styles.muted}>удалено</span>
          )}
        </li>
      ))}
    </ul>
  );
}
