import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button';
import { TEXT_GO_TO_CATALOGUE } from '@/lib/constants';
import { TEXT_PRICES_INFORMATIONAL } from '@/lib/constants-frame';
import { TEXT_CATALOGUE, TEXT_DOWNLOAD_CATALOGUE, TEXT_LEAVE_REQUEST } from '@/lib/constants-frame';
import { productsCount } from '@/lib/format/numbers';
import type { ProductActions } from '@/components/catalog/product-actions';
import { ProductGrid } from '@/components/catalog/product-grid';
import { SubcategoryTiles } from '@/components/catalog/subcategory-tiles';
import { JsonLd, organizationJsonLd } from '@/components/seo/json-ld';
import type { HomeData } from './get-home-data';
import { HomeContacts } from './home-contacts';
import { OpenModalButton } from './open-modal-button';
import styles from './home-page.module.css';

function ProductsSection({
  id,
  title,
  products,
  actions,
  more,
}: {
  id: string;
  title: string;
  products: HomeData['popular'];
  actions: ProductActions;
  more: string;
}) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        <Link href={more}>Смотреть все</Link>
      </div>
      <ProductGrid products={products} actions={actions} label={title} layout="row" />
    </section>
  );
}

/** What a wholesale buyer needs first: the catalogue, what sells, the price list, a contact. */
export function HomePage({ data, actions }: { data: HomeData; actions: ProductActions }) {
  const requestPayload = data.requestForm ? { form: data.requestForm } : null;
  return (
    <div className="container">
      <JsonLd data={organizationJsonLd(data.configs)} />
      <section className={styles.hero}>
        <h1>Строительные и отделочные материалы оптом для бизнеса</h1>
        <p>
          {data.total > 0 ? `${productsCount(data.total)} в каталоге. ` : ''}Прямые поставки от
          производителей Беларуси, России и Европы, отдельная корзина для каждой торговой точки,
          отсрочка платежа и доставка по всей Беларуси.
        </p>
        <div className={styles.actions}>
          <ButtonLink href="/category/" variant="accent">
            {TEXT_GO_TO_CATALOGUE}
          </ButtonLink>
          <OpenModalButton modal="downloadCatalogue" variant="secondary">
            {TEXT_DOWNLOAD_CATALOGUE}
          </OpenModalButton>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-catalogue">
        <div className={styles.sectionHead}>
          <h2 id="home-catalogue">{TEXT_CATALOGUE}</h2>
          <Link href="/category/">Все товары</Link>
        </div>
        <SubcategoryTiles items={data.categories} label={TEXT_CATALOGUE} />
      </section>

      <ProductsSection
        actions={actions}
        id="home-popular"
        title="Популярные товары"
        products={data.popular}
        more="/category/"
      />

      <section className={styles.band} aria-labelledby="home-price-list">
        <div>
          <h2 id="home-price-list">Прайс-лист со всеми позициями</h2>
          <p>
            Цены, единицы измерения и наличие на складе — в Excel и CSV, удобно для сверки и
            закупки. {TEXT_PRICES_INFORMATIONAL}
          </p>
        </div>
        <OpenModalButton modal="downloadCatalogue" variant="primary">
          {TEXT_DOWNLOAD_CATALOGUE}
        </OpenModalButton>
      </section>

      <ProductsSection
        actions={actions}
        id="home-new"
        title="Новые поступления"
        products={data.fresh}
        more="/category/?sort=new"
      />

      <div className={styles.bottom}>
        <section className={styles.request} aria-labelledby="home-request">
          <h2 id="home-request">Нужен расчёт объёма или особые условия?</h2>
          <p>
            Оставьте заявку — менеджер перезвонит, подберёт материалы под ваш объект, подготовит
            счёт и согласует доставку. Для постоянных клиентов — отсрочка платежа и персональные
            цены.
          </p>
          {requestPayload && (
            <OpenModalButton modal="request" payload={requestPayload} variant="accent">
              {TEXT_LEAVE_REQUEST}
            </OpenModalButton>
          )}
        </section>
        <HomeContacts configs={data.configs} />
      </div>
    </div>
  );
}
