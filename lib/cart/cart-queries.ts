import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { cartKeys, pointKey, TRADE_POINTS_KEY } from './cart-keys';

// Issue #15: the endpoints (and zod, which parses their answers) load with the first call, so the
// header's cart dot and strip do not put them into every page's first-load JS.
const cartCalls = () => import('@/lib/api/endpoints/cart');

// Query options per call (one place for key + fetcher), used by hooks, prefetching and invalidation.
export const cartInfoOptions = (pointId: number | null) =>
  queryOptions({
    queryKey: cartKeys.info(pointId),
    queryFn: async ({ signal }) =>
      callApi(
        (await cartCalls()).cartInfo,
        { query: { trade_point_id: pointKey(pointId) } },
        { signal },
      ),
  });

export const cartListOptions = (pointId: number | null) =>
  queryOptions({
    queryKey: cartKeys.list(pointId),
    queryFn: async ({ signal }) =>
      callApi(
        (await cartCalls()).cartList,
        { query: { trade_point_id: pointKey(pointId) } },
        { signal },
      ),
  });

export const orderDataOptions = (pointId: number | null) =>
  queryOptions({
    queryKey: cartKeys.orderData(pointId),
    queryFn: async ({ signal }) =>
      callApi(
        (await import('@/lib/api/endpoints/orders')).orderData,
        { query: { trade_point_id: pointKey(pointId) } },
        { signal },
      ),
  });

export const tradePointsOptions = () =>
  queryOptions({
    queryKey: TRADE_POINTS_KEY,
    queryFn: async ({ signal }) =>
      callApi((await import('@/lib/api/endpoints/trade-points')).tradePoints, {}, { signal }),
  });

/** After any cart change: the strip, the dot, the cart and order pages and the picker agree. */
export function refreshCart(qc: QueryClient, pointId: number | null): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: cartKeys.point(pointId) }),
    qc.invalidateQueries({ queryKey: TRADE_POINTS_KEY }),
  ]);
}
