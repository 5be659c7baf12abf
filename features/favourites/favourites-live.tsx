'use client';

import { withQueryClient } from '@/components/providers/query-provider';
import { FavouriteButtonView } from './favourite-button';
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
  return (
    <FavouriteButtonView
      productId={productId}
      on={ids?.includes(productId) ?? false}
      onToggle={(on) => toggle.mutate({ productId, on })}
    />
  );
});
