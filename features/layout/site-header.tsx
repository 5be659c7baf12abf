'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { BurgerIcon, CatalogueIcon, CloseIcon } from '@/components/icons/icons';
import { TEXT_CATALOGUE, TEXT_OPEN_MENU } from '@/lib/constants-frame';
import { useFrameStore } from '@/stores/frame-store';
import { prefetchCatalogueTreeData } from './catalogue-tree-source';
import { Logo } from './logo';
import { SIDE_MENU_ID, isWideScreen } from './side-menu-state';
import styles from './site-header.module.css';

const CATALOGUE_PANEL_ID = 'catalogue-panel';

// Issue #15: the closed panel is in no page; its code (with the tree's) comes with the first
// open. Pointing at the button starts that download and the tree's data together, so the
// first open seldom waits for either.
const loadDropdown = () => import('./catalogue-dropdown');
const CatalogueDropdown = lazy(() =>
  loadDropdown().then((m) => ({ default: m.CatalogueDropdown })),
);
const prefetchCatalogue = () => {
  loadDropdown().catch(() => undefined);
  prefetchCatalogueTreeData();
};

interface SiteHeaderProps {
  /** The search box (issue #7). */
  search: ReactNode;
  /** Favourites, cart and account controls (issues #4 and #6). */
  actions: ReactNode;
}

export function SiteHeader({ search, actions }: SiteHeaderProps) {
  const catalogueOpen = useFrameStore((s) => s.catalogueOpen);
  const setCatalogueOpen = useFrameStore((s) => s.setCatalogueOpen);
  const menuOpen = useFrameStore((s) => s.menuOpen);
  const setMenuOpen = useFrameStore((s) => s.setMenuOpen);
  const setMenuCollapsed = useFrameStore((s) => s.setMenuCollapsed);
  const catalogueButton = useRef<HTMLButtonElement>(null);
  // Mounted from the first open on and kept, so reopening keeps the tree's state.
  const [panelMounted, setPanelMounted] = useState(catalogueOpen);
  if (catalogueOpen && !panelMounted) setPanelMounted(true);

  const openMenu = () => {
    // On wide screens the menu is a column that was collapsed; below, a drawer.
    if (isWideScreen()) setMenuCollapsed(false);
    else setMenuOpen(true);
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.burger}
          aria-label={TEXT_OPEN_MENU}
          aria-controls={SIDE_MENU_ID}
          aria-expanded={menuOpen}
          onClick={openMenu}
        >
          <BurgerIcon size={24} />
        </button>
        <div className={styles.logo}>
          <Logo compactOnPhone />
        </div>
        <div className={styles.catalogueWrap}>
          <button
            ref={catalogueButton}
            type="button"
            className={styles.catalogue}
            // Below 360 px only the icon shows: the name must not depend on the visible text.
            aria-label={TEXT_CATALOGUE}
            aria-expanded={catalogueOpen}
            // Points at the panel once there is one (before the first open there is none).
            aria-controls={panelMounted ? CATALOGUE_PANEL_ID : undefined}
            onClick={() => setCatalogueOpen(!catalogueOpen)}
            // The panel and the tree come on first use: their download starts on the way to a click.
            onPointerEnter={prefetchCatalogue}
            onTouchStart={prefetchCatalogue}
            onFocus={prefetchCatalogue}
          >
            {catalogueOpen ? <CloseIcon size={20} /> : <CatalogueIcon size={20} />}
            <span>{TEXT_CATALOGUE}</span>
          </button>
          {panelMounted && (
            <Suspense fallback={null}>
              <CatalogueDropdown id={CATALOGUE_PANEL_ID} buttonRef={catalogueButton} />
            </Suspense>
          )}
        </div>
        <div className={styles.search}>{search}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </header>
  );
}
