import type { NextRequest, NextResponse } from 'next/server';
import { proxy as bffProxy } from '@/bff/proxy';

// Next requires this file at the root and reads `config` statically; the logic lives in bff/.
export function proxy(req: NextRequest): Promise<NextResponse> {
  return bffProxy(req);
}

export const config = {
  // api/1c/exchange: 1C's uploads skip the proxy, which would buffer at most 10 MB of a body
  // (proxyClientMaxBodySize) and silently cut the rest; it needs no token or slash redirect.
  matcher: [
    '/((?!_next/static|_next/image|media/|fonts/|favicon.ico|robots.txt|sitemap|api/1c/exchange).*)',
  ],
};
