import { ConsoleFilters } from '@/components/ui/console-filters';
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
      <ConsoleFilters
        action="/manager/search/"
        text={{ id: 'synonyms-q', name: 'q', label: 'Слово из группы', value: filter.q }}
        select={{
          id: 'synonyms-kind',
          name: 'kind',
          label: 'Вид',
          value: filter.kind,
          all: 'Все виды',
          options: SYNONYM_KINDS.map((k) => ({ value: k, title: SYNONYM_KIND_TITLES[k] })),
        }}
      />
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
