import { defaultMediaStorage } from '@/server/media/local-storage';
import { serveMedia } from '@/server/media/serve-media';

type Params = { params: Promise<{ key: string[] }> };

/** Pictures from the media storage (1C's photos, resized); demo SVGs have their own route. */
async function handle(req: Request, { params }: Params) {
  const { key } = await params;
  return serveMedia(defaultMediaStorage(), key, req);
}

export { handle as GET, handle as HEAD };
