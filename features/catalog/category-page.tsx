import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { CategoryPageData } from './get-category-page';
import type { ProductActions } from '@/components/catalog/product-actions';
import { ProductListing } from '@/components/catalog/product-listing';
import { SubcategoryTiles } from '@/components/catalog/subcategory-tiles';
import styles from './category-page.module.css';

/** The catalogue root and every nested category: way up, way down, then the products. */
export function CategoryPage({
  data,
  actions,
}: {
  data: CategoryPageData;
  actions: ProductActions;
}) {
  const c = data.category;
  const heading = c.seo_h1 ?? c.title;
  return (
    <div className="container">
      <Breadcrumbs crumbs={c.breadcrumbs} />
      <header className={styles.header}>
        <h1>{heading}</h1>
        {c.description && <p className={styles.lead}>{c.description}</p>}
      </header>
      <SubcategoryTiles items={c.children} label={`Разделы: ${c.title}`} />
      <ProductListing
        basePath={data.basePath}
        state={data.state}
        listing={c}
        label={`Товары: ${c.title}`}
        actions={actions}
      />
    </div>
  );
}
