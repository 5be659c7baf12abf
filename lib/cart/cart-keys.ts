/**
 * Query keys shared by the server prefetch and the browser hooks (no 'use client' here, so a
 * server component gets the values). Every cart-dependent key starts with the point: 0 is
 * the base cart.
 */
export const pointKey = (pointId: number | null): number => pointId ?? 0;

export const cartKeys = {
  all: ['cart'] as const,
  point: (pointId: number | null) => ['cart', pointKey(pointId)] as const,
  info: (pointId: number | null) => ['cart', pointKey(pointId), 'info'] as const,
  list: (pointId: number | null) => ['cart', pointKey(pointId), 'list'] as const,
  orderData: (pointId: number | null) => ['cart', pointKey(pointId), 'order-data'] as const,
};

export const TRADE_POINTS_KEY = ['trade-points'] as const;
