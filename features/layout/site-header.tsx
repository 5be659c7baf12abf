'use client';

import { useRef, type ReactNode } from 'react';
import { BurgerIcon, CatalogueIcon, CloseIcon } from '@/components/icons/icons';
import { TEXT_CATALOGUE, TEXT_OPEN_MENU } from '@/lib/constants-frame';
import { useFrameStore } from '@/stores/frame-store';
import { CATALOGUE_PANEL_ID, CatalogueDropdown, prefetchCatalogueTree } from './catalogue-dropdown';
import { Logo } from './logo';
import { SIDE_MENU_ID, isWideScreen } from './side-menu-state';
import styles from './site-header.module.css';

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
            aria-controls={CATALOGUE_PANEL_ID}
            onClick={() => setCatalogueOpen(!catalogueOpen)}
            // The tree comes from the API on first use: its download starts on the way to a click.
            onPointerEnter={prefetchCatalogueTree}
            onTouchStart={prefetchCatalogueTree}
            onFocus={prefetchCatalogueTree}
          >
            {catalogueOpen ? <CloseIcon size={20} /> : <CatalogueIcon size={20} />}
            <span>{TEXT_CATALOGUE}</span>
          </button>
          <CatalogueDropdown buttonRef={catalogueButton} />
        </div>
        <div className={styles.search}>{search}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </header>
  );
}
