import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';

// Issue #15: the root layout holds no query cache (a public page loads react-query only for a
// signed-in buyer's islands); this personal section's features use it from the first render.
export default function OrderLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
