// Next's own page and data cache on this instance's disk and memory (no REDIS_URL), with one
// change: a write that may predate a change of its data is dropped (fresh-entries.mjs).
//
// Next has no hook for that, so this is its FileSystemCache, extended. The class is a Next
// internal (next/dist/…): Next is pinned in package.json, and
// tests/unit/fresh-cache-entries.test.ts runs it, so an upgrade that moves it fails there.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { changeLog, entryTags, mayPredateChange } from './fresh-entries.mjs';

// Node hands a CommonJS module's exports object to a default import, Vite its `default`.
const FileSystemCache =
  typeof fileSystemCache === 'function' ? fileSystemCache : fileSystemCache.default;

// This process's change log, from the start (lib/data/expire-tags.ts writes to it).
changeLog();

export default class FreshFileSystemCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (await mayPredateChange(entryTags(data, ctx))) return;
    return super.set(key, data, ctx);
  }
}
