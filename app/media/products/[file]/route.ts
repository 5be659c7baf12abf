import { renderProductImage } from '@/demo/product-image/render';

/**
 * Product pictures are drawn from their file name (kind, seed, variant): no binary files in
 * the repository, nothing fetched from outside, and every URL is immutable.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const svg = renderProductImage(file);
  if (!svg)
    return new Response('Не найдено', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
