import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { contentMetadata } from '@/features/content-page/content-metadata';
import { ContentPage } from '@/features/content-page/content-page';
import { getContentPage, pagePath } from '@/features/content-page/get-content-page';

interface Props {
  params: Promise<{ slug: string[] }>;
}

// Issue #15: no page is rendered at build time (it opens no database); each path is rendered
// on its first request and kept in Next's full-route cache until its tags are revalidated.
export const generateStaticParams = (): { slug: string[] }[] => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata(await getContentPage((await params).slug));
}

/** Spec §2.1: `/{rest}/` is a content page by slug; anything else is the 404 page. */
export default async function Content({ params }: Props) {
  const data = await getContentPage((await params).slug);
  if (!data) notFound();
  return (
    <>
      <CanonicalLink path={pagePath(data.page.slug)} />
      <ContentPage data={data} />
    </>
  );
}
