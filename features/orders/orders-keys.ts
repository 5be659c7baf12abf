/** Query keys of orders (no 'use client': the server prefetch uses them too). */
export const ordersKeys = {
  all: ['orders'] as const,
  page: (page: number, organization: string) => ['orders', 'list', page, organization] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  manager: (page: number, status: string, query: string) =>
    ['orders', 'manager', page, status, query] as const,
  managerDetail: (id: number) => ['orders', 'manager', 'detail', id] as const,
};
