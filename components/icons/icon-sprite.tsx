import type { IconProps } from './icons';

/**
 * Issue #15: the icons a page repeats — on every product card the heart, the quantity's minus
 * and plus and the cart; the side menu's page mark on every entry — are drawn once, here, and
 * referred to with `<use>`: a listing of 24 cards repeated ~900 bytes of paths per card. The
 * root layout puts this sprite into every page. Stroke and fill come from the referring <svg>
 * (the `.icon` rule, its `fill`), which the shapes inherit.
 */
export function IconSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <symbol id="icon-cart" viewBox="0 0 24 24">
        <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.1" />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </symbol>
      <symbol id="icon-heart" viewBox="0 0 24 24">
        <path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8.6 4c-1.6 4.6-8.6 9-8.6 9z" />
      </symbol>
      <symbol id="icon-minus" viewBox="0 0 24 24">
        <path d="M5 12h14" />
      </symbol>
      <symbol id="icon-plus" viewBox="0 0 24 24">
        <path d="M12 5v14M5 12h14" />
      </symbol>
      <symbol id="icon-page" viewBox="0 0 24 24">
        <path d="M9 6h10M9 12h10M9 18h10" />
        <circle cx="5" cy="6" r="0.6" fill="currentColor" />
        <circle cx="5" cy="12" r="0.6" fill="currentColor" />
        <circle cx="5" cy="18" r="0.6" fill="currentColor" />
      </symbol>
    </svg>
  );
}

export type SpriteId = 'cart' | 'heart' | 'minus' | 'plus' | 'page';

/** One of the sprite's icons; the symbol brings its viewBox, so the <svg> needs none. */
export function SpriteIcon({
  symbol,
  size = 20,
  className,
  ...rest
}: IconProps & { symbol: SpriteId }) {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      {...rest}
    >
      <use href={`#icon-${symbol}`} />
    </svg>
  );
}
