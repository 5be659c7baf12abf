import { ExternalIcon, PhoneIcon, PinIcon } from '@/components/icons/icons';
import { TEXT_HOME } from '@/lib/constants';
import { TEXT_WHERE_TO_BUY, WHERE_TO_BUY_PATH } from '@/lib/constants-frame';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { mapHref, telHref, type WhereToBuyData } from './get-where-to-buy';
import styles from './where-to-buy-page.module.css';

const cityId = (i: number) => `city-${i + 1}`;

/** Shops, the warehouse and partners, city by city: address, hours, phone and the map. */
export function WhereToBuyPage({ data }: { data: WhereToBuyData }) {
  return (
    <div className="container">
      <Breadcrumbs
        crumbs={[
          { title: TEXT_HOME, url: '/' },
          { title: TEXT_WHERE_TO_BUY, url: WHERE_TO_BUY_PATH },
        ]}
      />
      <header className={styles.header}>
        <h1>{TEXT_WHERE_TO_BUY}</h1>
        <p className={styles.lead}>
          Фирменные магазины, склад и партнёры, где можно купить наши товары или забрать заказ.
          Перед поездкой за крупной партией позвоните: подготовим товар к вашему приезду.
        </p>
        {data.cities.length > 1 && (
          <nav aria-label="Города">
            <ul className={styles.cities}>
              {data.cities.map((c, i) => (
                <li key={c.city}>
                  <a href={`#${cityId(i)}`}>
                    {c.city} <span>{c.outlets.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {data.cities.map((c, i) => (
        <section
          key={c.city}
          id={cityId(i)}
          className={styles.city}
          aria-labelledby={`${cityId(i)}-title`}
        >
          <h2 id={`${cityId(i)}-title`}>{c.city}</h2>
          <ul className={styles.grid}>
            {c.outlets.map((o) => (
              <li key={o.id} className={styles.card}>
                <p className={styles.kind}>{o.kind}</p>
                <h3 className={styles.title}>{o.title}</h3>
                <p className={styles.line}>
                  <PinIcon size={18} />
                  <span>{o.address}</span>
                </p>
                <p className={styles.hours}>{o.hours}</p>
                {o.phone && (
                  <p className={styles.line}>
                    <PhoneIcon size={18} />
                    <a href={telHref(o.phone)}>{o.phone}</a>
                  </p>
                )}
                <a
                  className={styles.map}
                  href={mapHref(o)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Открыть на карте
                  <ExternalIcon size={16} />
                  <span className="visually-hidden"> (откроется в новой вкладке)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
