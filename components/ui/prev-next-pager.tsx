import { ButtonLink } from './button';
import styles from './manager-page.module.css';

/**
 * «Назад / Дальше» under a manager's list: the API's page answer says whether there is a
 * previous and a next page; `href` makes the address of a page number.
 */
export function PrevNextPager({
  page,
  previous,
  next,
  href,
}: {
  page: number;
  previous: string | null;
  next: string | null;
  href: (page: number) => string;
}) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label="Страницы">
      {previous ? (
        <ButtonLink variant="secondary" href={href(page - 1)}>
          Назад
        </ButtonLink>
      ) : (
        <span />
      )}
      {next && (
        <ButtonLink variant="secondary" href={href(page + 1)}>
          Дальше
        </ButtonLink>
      )}
    </nav>
  );
}
