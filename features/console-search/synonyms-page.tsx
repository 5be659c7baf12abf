import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import { PrevNextPager } from '@/components/ui/prev-next-pager';
import styles from '@/components/ui/console.module.css';
import { SYNONYM_KINDS, type SynonymGroups } from '@/lib/api/contract/console-search';
import { SYNONYM_KIND_TITLES, TEXT_SYNONYMS_TITLE } from '@/lib/constants';
import { synonymsHref, type SynonymsFilter } from './get-synonyms';
import { SynonymsEditor } from './synonyms-editor';
import own from './console-search.module.css';

/** Issue #16, item 5: the search's synonym groups — find, add, edit, delete. */
export function SynonymsPage({ data, filter }: { data: SynonymGroups; filter: SynonymsFilter }) {
  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/search/" />
      <h1 className={styles.title}>{TEXT_SYNONYMS_TITLE}</h1>
      <div className={own.help}>
        <p>
          Группа синонимов — слова, которыми покупатели называют одно и то же. Поиск по любому слову
          группы находит товары и по остальным её словам: если в группе «газосиликат, газобетон»,
          запрос «газосиликат» найдёт газобетонные блоки, даже когда этого слова нет в их названии.
        </p>
        <p>
          Вид «Бренд» — разные написания одного производителя, например «Rockwool, роквул». Регистр
          и буква «ё» не важны; каждое слово может быть только в одной группе. Поиск на сайте
          учитывает изменения сразу после сохранения.
        </p>
      </div>
      <form className={styles.toolbar} role="search" method="get" action="/manager/search/">
        <div className={styles.wide}>
          <label htmlFor="synonyms-q" className={fields.label}>
            Слово из группы
          </label>
          <input
            id="synonyms-q"
            name="q"
            className={fields.input}
            defaultValue={filter.q}
            maxLength={200}
          />
        </div>
        <div>
          <label htmlFor="synonyms-kind" className={fields.label}>
            Вид
          </label>
          <select
            id="synonyms-kind"
            name="kind"
            className={fields.select}
            defaultValue={filter.kind}
          >
            <option value="">Все виды</option>
            {SYNONYM_KINDS.map((k) => (
              <option key={k} value={k}>
                {SYNONYM_KIND_TITLES[k]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Найти
        </Button>
      </form>
      <SynonymsEditor
        groups={data.results}
        count={data.count}
        filtered={Boolean(filter.q || filter.kind)}
      />
      <PrevNextPager
        page={filter.page}
        previous={data.previous}
        next={data.next}
        href={(p) => synonymsHref(filter, p)}
      />
    </div>
  );
}
