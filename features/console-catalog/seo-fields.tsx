import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import styles from './console-catalog.module.css';

export const SEO_KEYS = [
  'seo_title',
  'seo_description',
  'seo_h1',
  'seo_keywords',
  'og_title',
  'og_description',
  'og_image',
] as const;
type SeoKey = (typeof SEO_KEYS)[number];

const LABELS: Record<SeoKey, string> = {
  seo_title: 'Title страницы',
  seo_description: 'Meta description',
  seo_h1: 'Заголовок H1',
  seo_keywords: 'Ключевые слова',
  og_title: 'OG: заголовок',
  og_description: 'OG: описание',
  og_image: 'OG: картинка (адрес)',
};

type SeoValues = Partial<Record<SeoKey, string | null>>;

/** SEO and Open Graph fields, folded: most saves do not touch them. */
export function SeoFields<T extends SeoValues>({
  prefix,
  register,
  errors,
}: {
  prefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const reg = register as unknown as UseFormRegister<SeoValues>;
  const errs = errors as FieldErrors<SeoValues>;
  return (
    <details className={styles.fold}>
      <summary>SEO и Open Graph</summary>
      <div className={fields.grid}>
        {SEO_KEYS.map((key) => {
          const id = `${prefix}-${key}`;
          const error = errs[key]?.message;
          return (
            <Field key={key} id={id} label={LABELS[key]} error={error}>
              <input
                id={id}
                className={fields.input}
                aria-invalid={!!error}
                aria-describedby={`${id}-error`}
                {...reg(key)}
              />
            </Field>
          );
        })}
      </div>
    </details>
  );
}
