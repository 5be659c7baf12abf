import type { NextRequest } from 'next/server';
import { handleApiRequest } from '@/lib/session/bff';

const handle = (req: NextRequest) => handleApiRequest(req);

export { handle as GET, handle as POST, handle as PATCH, handle as PUT, handle as DELETE };
