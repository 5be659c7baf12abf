import type { NextRequest } from 'next/server';
import { handleApiRequest } from '@/bff/api-handler';

const handle = (req: NextRequest) => handleApiRequest(req);

export { handle as GET, handle as POST, handle as PATCH, handle as PUT, handle as DELETE };
