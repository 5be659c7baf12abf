import { SpriteIcon } from './icon-sprite';
import { Icon, type IconProps } from './icons';

// The buying screens' icons, in the frame's line style; those a listing repeats are the
// sprite's (icon-sprite.tsx).

export const CartIcon = (p: IconProps) => <SpriteIcon symbol="cart" {...p} />;

export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <SpriteIcon symbol="heart" {...p} fill={filled ? 'currentColor' : 'none'} />
);

export const MinusIcon = (p: IconProps) => <SpriteIcon symbol="minus" {...p} />;

export const PlusIcon = (p: IconProps) => <SpriteIcon symbol="plus" {...p} />;

export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);

export const StoreFrontIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 10v10h16V10M3 4h18l-1.5 6h-15zM9 20v-6h6v6" />
  </Icon>
);

/** Issue #13: quick order — a list with a lightning bolt. */
export const QuickOrderIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h9M4 11h7M4 16h5" />
    <path d="M17 4l-3 7h4l-3 9" />
  </Icon>
);
