'use client';

import Link from 'next/link';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { TEXT_ALL_CATALOGUE, TEXT_CATALOGUE, TEXT_CATALOGUE_NAV } from '@/lib/constants-frame';
import { useFrameStore } from '@/stores/frame-store';
import { prefetchCatalogueTreeData, useCatalogueTree } from './catalogue-tree-source';
import styles from './catalogue-dropdown.module.css';

export const CATALOGUE_PANEL_ID = 'catalogue-panel';

// Issue #15: the tree's code and its data wait for the first open; pointing at the button
// starts both downloads (prefetchCatalogueTree), so the panel seldom waits for them.
const loadTree = () => import('./catalogue-tree');
const CatalogueTree = lazy(() => loadTree().then((m) => ({ default: m.CatalogueTree })));
export const prefetchCatalogueTree = () => {
  loadTree().catch(() => undefined);
  prefetchCatalogueTreeData();
};

/** The 'Каталог' panel under the header: closes on Esc, on a click outside and on navigation. */
export function CatalogueDropdown({
  buttonRef,
}: {
  buttonRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const open = useFrameStore((s) => s.catalogueOpen);
  const setOpen = useFrameStore((s) => s.setCatalogueOpen);
  const panelRef = useRef<HTMLDivElement>(null);
  // Issue #15: the closed panel holds no tree, and the page carries none: it is fetched on
  // the first open (catalogue-tree-source.ts) and from then on stays, so reopening keeps its
  // state.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const tree = useCatalogueTree(opened);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setOpen, buttonRef]);

  return (
    <>
      <div className={styles.scrim} data-open={open} aria-hidden="true" />
      <div
        id={CATALOGUE_PANEL_ID}
        ref={panelRef}
        className={styles.panel}
        data-open={open}
        hidden={!open}
      >
        <nav className={styles.inner} aria-label={TEXT_CATALOGUE_NAV}>
          <div className={styles.head}>
            <span className={styles.title}>{TEXT_CATALOGUE}</span>
            <Link href="/category/" className={styles.all}>
              {TEXT_ALL_CATALOGUE}
            </Link>
          </div>
          {tree && (
            <Suspense fallback={null}>
              <CatalogueTree tree={tree} />
            </Suspense>
          )}
        </nav>
      </div>
    </>
  );
}
