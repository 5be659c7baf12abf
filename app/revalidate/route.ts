import { handleRevalidate } from '@/features/catalog/revalidate';

export const dynamic = 'force-dynamic';

export const POST = (req: Request) => handleRevalidate(req);
