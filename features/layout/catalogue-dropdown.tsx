'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { CategoryTreeNode } from '@/lib/api/contract/catalog';
import { TEXT_CATALOGUE } from '@/lib/constants-frame';
import { TEXT_ALL_CATALOGUE, TEXT_CATALOGUE_NAV } from '@/lib/constants-on-demand';
import { useFrameStore } from '@/stores/frame-store';
import { CatalogueTree } from './catalogue-tree';
import { loadCatalogueTree } from './catalogue-tree-source';
import styles from './catalogue-dropdown.module.css';

/** The tree for the panel (mounted with the first open); null until it has come. */
function useCatalogueTree(): CategoryTreeNode[] | null {
  const [tree, setTree] = useState<CategoryTreeNode[] | null>(null);
  useEffect(() => {
    if (tree) return;
    let live = true;
    loadCatalogueTree().then(
      (nodes) => {
        if (live) setTree(nodes);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [tree]);
  return tree;
}

/**
 * The 'Каталог' panel under the header: closes on Esc, on a click outside and on navigation.
 * Issue #15: loaded and mounted by the header with the first open (site-header.tsx), the tree's
 * code with it.
 */
export function CatalogueDropdown({
  id,
  buttonRef,
}: {
  id: string;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const open = useFrameStore((s) => s.catalogueOpen);
  const setOpen = useFrameStore((s) => s.setCatalogueOpen);
  const panelRef = useRef<HTMLDivElement>(null);
  // The page carries no tree: it is fetched on the first open (catalogue-tree-source.ts) and
  // from then on stays, so reopening keeps its state.
  const tree = useCatalogueTree();

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
      <div id={id} ref={panelRef} className={styles.panel} data-open={open} hidden={!open}>
        <nav className={styles.inner} aria-label={TEXT_CATALOGUE_NAV}>
          <div className={styles.head}>
            <span className={styles.title}>{TEXT_CATALOGUE}</span>
            <Link href="/category/" className={styles.all}>
              {TEXT_ALL_CATALOGUE}
            </Link>
          </div>
          {tree && <CatalogueTree tree={tree} />}
        </nav>
      </div>
    </>
  );
}
