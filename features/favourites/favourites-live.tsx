'use client';

import { withQueryClient } from '@/components/providers/query-provider';
import { useReplay } from '@/components/session/signed-in-island';
import { FavouriteButtonView, favouriteKey } from './favourite-button';
import { FavouritesHeaderButtonView } from './favourites-header-button';
import { useFavouriteIds, useToggleFavourite } from './use-favourites';

/**
 * Issue #15: the favourites' islands as a signed-in buyer sees them — the kept ids and
 * react-query. Loaded only for such a visitor (signedInIsland).
 */

export const FavouritesHeaderButtonLive = withQueryClient(function FavouritesHeaderButtonLive() {
  const { data: ids } = useFavouriteIds();
  return <FavouritesHeaderButtonView count={ids?.length ?? 0} />;
});

export const FavouriteButtonLive = withQueryClient(function FavouriteButtonLive({
  productId,
}: {
  productId: number;
}) {
  const { data: ids } = useFavouriteIds();
  const toggle = useToggleFavourite();
  const on = ids?.includes(productId) ?? false;
  // The light heart was off when clicked: the click meant «keep it».
  useReplay(favouriteKey(productId), () => toggle.mutate({ productId, on: true }));
  return (
    <FavouriteButtonView
      productId={productId}
      on={on}
      onToggle={(next) => toggle.mutate({ productId, on: next })}
    />
  );
});
