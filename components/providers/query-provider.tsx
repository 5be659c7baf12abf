'use client';

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ComponentType, type ReactNode } from 'react';

const makeClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });

/**
 * One cache for the whole tab: the header's islands, the page's and the modals each get their
 * provider when they load (issue #15: react-query is not in a public page's first-load JS), and
 * they must still share what they fetched — the cart dot follows a change made on the cart page.
 */
let browserClient: QueryClient | undefined;

/**
 * The query cache for what is under it. Inside another provider it adds nothing. On the server
 * each render gets its own cache: a personal page's dehydrated data must never outlive its
 * request or reach another visitor.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(
    () =>
      outer ?? (typeof window === 'undefined' ? makeClient() : (browserClient ??= makeClient())),
  );
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A lazily loaded island with its own provider (the tab's one cache, see above). */
export function withQueryClient<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Island {...props} />
      </QueryProvider>
    );
  }
  return WithQueryClient;
}
