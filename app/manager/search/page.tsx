import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getSynonyms, synonymsFilter } from '@/features/console-search/get-synonyms';
import { SynonymsPage } from '@/features/console-search/synonyms-page';
import { TEXT_SYNONYMS_TITLE } from '@/lib/constants';

export const metadata: Metadata = {
  title: TEXT_SYNONYMS_TITLE,
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<{
    q?: string | string[];
    kind?: string | string[];
    page?: string | string[];
  }>;
}

export default async function ManagerSearchSynonyms({ searchParams }: Props) {
  const filter = synonymsFilter(await searchParams);
  const view = await getSynonyms(filter);
  if (view.kind === 'guest')
    return <SignInPrompt title={TEXT_SYNONYMS_TITLE} text="Раздел для менеджеров магазина." />;
  if (view.kind === 'forbidden') notFound();
  return <SynonymsPage data={view.data} filter={filter} />;
}
