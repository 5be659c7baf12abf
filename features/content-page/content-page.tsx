import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { pagePath, type ContentPageData } from './get-content-page';
import styles from './content-page.module.css';

/** A page managers write: their HTML is trusted (only managers can edit pages). */
export function ContentPage({ data }: { data: ContentPageData }) {
  const { page, children } = data;
  return (
    <div className="container">
      <Breadcrumbs crumbs={data.crumbs} />
      <article className={styles.article}>
        <h1>{page.seo.h1 ?? page.title}</h1>
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.content }} />
        {children.length > 0 && (
          <nav className={styles.children} aria-label={`Разделы: ${page.title}`}>
            <h2>В этом разделе</h2>
            <ul>
              {children.map((c) => (
                <li key={c.slug}>
                  <Link href={pagePath(c.slug)}>{c.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </article>
    </div>
  );
}
