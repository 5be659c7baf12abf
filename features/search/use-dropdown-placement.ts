'use client';

import { useEffect, useState, type CSSProperties, type RefObject } from 'react';

/** Below this width the field is too narrow for the list: it spans the screen instead. */
const NARROW_QUERY = '(max-width: 767px)';
const GAP_PX = 6;
const EDGE_PX = 8;

/**
 * Where the dropdown goes: under the field on wide screens (CSS alone), across the whole
 * screen under the field on phones, where the field shares its row with the catalogue button.
 */
export function useDropdownPlacement(
  anchor: RefObject<HTMLElement | null>,
  open: boolean,
): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useEffect(() => {
    if (!open) return;
    const narrow = window.matchMedia(NARROW_QUERY);
    const place = () => {
      const box = anchor.current?.getBoundingClientRect();
      if (!narrow.matches || !box) {
        setStyle(undefined);
        return;
      }
      const top = box.bottom + GAP_PX;
      setStyle({
        position: 'fixed',
        top,
        left: EDGE_PX,
        right: EDGE_PX,
        width: 'auto',
        maxHeight: `calc(100dvh - ${top + EDGE_PX}px)`,
      });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [anchor, open]);
  return open ? style : undefined;
}
