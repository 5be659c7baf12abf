import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { cartInfo, cartList } from '@/lib/api/endpoints/cart';
import { orderData } from '@/lib/api/endpoints/orders';
import { tradePoints } from '@/lib/api/endpoints/trade-points';
import { cartKeys, pointKey, TRADE_POINTS_KEY } from './cart-keys';

// Query options per call (one place for key + fetcher), used by hooks, prefetching and invalidation.
export const cartInfoOptions = (pointId: number | null) =>
  queryOptions({
    queryKey: cartKeys.info(pointId),
    queryFn: ({ signal }) =>
      callApi(cartInfo, { query: { trade_point_id: pointKey(pointId) } }, { signal }),
  });

export const cartListOptions = (pointId: number | null) =>
  queryOptions({
    queryKey: cartKeys.list(pointId),
    queryFn: ({ signal }) =>
      callApi(cartList, { query: { trade_point_id: pointKey(pointId) } }, { signal }),
  });

export const orderDataOptions = (pointId: number | null) =>
  queryOptions({
    queryKey: cartKeys.orderData(pointId),
    queryFn: ({ signal }) =>
      callApi(orderData, { query: { trade_point_id: pointKey(pointId) } }, { signal }),
  });

export const tradePointsOptions = () =>
  queryOptions({
    queryKey: TRADE_POINTS_KEY,
    queryFn: ({ signal }) => callApi(tradePoints, {}, { signal }),
  });

/** After any cart change: the strip, the dot, the cart and order pages and the picker agree. */
export function refreshCart(qc: QueryClient, pointId: number | null): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: cartKeys.point(pointId) }),
    qc.invalidateQueries({ queryKey: TRADE_POINTS_KEY }),
  ]);
}
