import type { Metadata } from 'next';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getStaff, staffFilter } from '@/features/console-staff/get-staff';
import { StaffForbidden, StaffPage } from '@/features/console-staff/staff-page';

export const metadata: Metadata = { title: 'Сотрудники', robots: { index: false, follow: false } };

interface Props {
  searchParams: Promise<{ q?: string | string[]; page?: string | string[] }>;
}

export default async function ManagerStaff({ searchParams }: Props) {
  const filter = staffFilter(await searchParams);
  const view = await getStaff(filter);
  if (view.kind === 'guest')
    return <SignInPrompt title="Сотрудники" text="Раздел для администратора магазина." />;
  if (view.kind === 'forbidden') return <StaffForbidden />;
  return <StaffPage data={view.data} filter={filter} />;
}
