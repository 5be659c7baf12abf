import type { ReactNode } from 'react';
import { AccountShell } from '@/features/account/account-shell';
import { QueryProvider } from '@/components/providers/query-provider';

// Issue #15: the root layout holds no query cache (a public page loads react-query only for a
// signed-in buyer's islands); the account's features use it from the first render.
export default function UserLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AccountShell>{children}</AccountShell>
    </QueryProvider>
  );
}
