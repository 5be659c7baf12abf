import type { Metadata } from 'next';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { ConsolePhotosPage } from '@/features/console-photos/console-photos-page';
import { getConsolePhotos } from '@/features/console-photos/get-console-photos';

export const metadata: Metadata = {
  title: 'Фотографии товара',
  robots: { index: false, follow: false },
};

export default async function ManagerProductPhotos({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const view = await getConsolePhotos((await params).id);
  if (view.kind === 'guest')
    return (
      <SignInPrompt title="Фотографии товара" text="Фотографии товаров — раздел для менеджеров." />
    );
  return <ConsolePhotosPage initial={view.data} />;
}
