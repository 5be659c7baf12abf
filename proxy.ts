import type { NextRequest, NextResponse } from 'next/server';
import { proxy as bffProxy } from '@/bff/proxy';

// Next requires this file at the root and reads `config` statically; the logic lives in bff/.
export function proxy(req: NextRequest): Promise<NextResponse> {
  return bffProxy(req);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|media/|fonts/|favicon.ico|robots.txt|sitemap).*)'],
};
