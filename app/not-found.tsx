import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/error-screen/error-screen';
import { TEXT_404_BODY, TEXT_404_TITLE } from '@/lib/constants';

export const metadata: Metadata = { title: TEXT_404_TITLE, robots: { index: false } };

export default function NotFound() {
  return <ErrorScreen code="404" title={TEXT_404_TITLE} text={TEXT_404_BODY} />;
}
