import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localMediaStorage } from '@/server/media/local-storage';
import { isMediaKey } from '@/server/media/storage';

let root: string;
let dir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vitrina-storage-'));
  dir = path.join(root, 'media');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('the local media storage', () => {
  it('puts, gets with size and type, tells existence and deletes', async () => {
    const storage = localMediaStorage(dir);
    await storage.put('p/ab/abc-320.webp', Buffer.from('hello'), 'image/webp');
    const object = await storage.get('p/ab/abc-320.webp');
    expect(object && { size: object.size, type: object.contentType }).toEqual({
      size: 5,
      type: 'image/webp',
    });
    expect(await read(object!.stream)).toBe('hello');
    expect(await storage.exists('p/ab/abc-320.webp')).toBe(true);
    await storage.delete('p/ab/abc-320.webp');
    expect(await storage.exists('p/ab/abc-320.webp')).toBe(false);
    expect(await storage.get('p/ab/abc-320.webp')).toBeNull();
    // Written aside and renamed: no temporary file is left behind.
    expect(await readdir(path.join(dir, 'p/ab'))).toEqual([]);
  });

  it.each([
    '../secret.webp',
    'p/../../secret.webp',
    '/etc/passwd',
    'p//a.webp',
    'p\\..\\secret.webp',
    '.hidden',
    'p/.env',
    'p/a%2e%2e.webp',
    'P/Upper.webp',
    '',
    'a/'.repeat(200),
  ])('refuses the key %j for every call, reading nothing outside', async (key) => {
    await writeFile(path.join(root, 'secret.webp'), 'secret');
    const storage = localMediaStorage(dir);
    expect(isMediaKey(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.delete(key)).rejects.toThrow();
    expect(await readdir(root)).toEqual(['secret.webp']);
  });
});
