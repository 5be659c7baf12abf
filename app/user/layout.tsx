import type { ReactNode } from 'react';
import { AccountShell } from '@/features/account/account-shell';

export default function UserLayout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
