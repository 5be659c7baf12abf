// Issue #15, goal 6: a cache entry must never be older than a change of its data.
//
// Next writes an entry after computing it: a page once rendered, a data-cache miss
// (`unstable_cache`) once loaded. A page whose render began before a manager's save and ended
// after the save's tag expiry was written later than the expiry, so it counted as fresh until
// its `revalidate` ran out (300 s): an e2e run saw a guest get the new menu item and the old
// footer phone, and e2e/console-change-during-render.spec.ts made it happen at will. The entry's
// age is not known to the handler, but the request that computed it is (request-start.mjs):
// its data were read no earlier than the request arrived. So a write is dropped when one of its
// tags changed after that; the next view computes the entry again. Only requests that
// overlapped a change lose their write.
//
// The change log says when each tag last changed. lib/data/expire-tags.ts records a change
// before the change's answer goes out (no later pass: a request that began after the answer
// read the new data and must keep its write). This process's log serves one instance; the
// Redis handler puts a shared one in its place (next-cache-handler.mjs). Instances compare
// their own clocks with each other's: they must agree (NTP), a skew of d leaves a window of d.
import { requestStartedAt } from './request-start.mjs';

const CHANGE_LOG = Symbol.for('vitrina.tagChanges');

/** A render never takes longer: older changes are forgotten. */
export const CHANGE_MEMORY_MS = 10 * 60 * 1000;

function localChangeLog() {
  const times = new Map();
  return {
    async record(tags, at) {
      for (const tag of tags) times.set(tag, at);
      if (times.size < 10_000) return;
      for (const [tag, time] of times) if (time < at - CHANGE_MEMORY_MS) times.delete(tag);
    },
    async latest(tags) {
      let latest;
      for (const tag of tags) {
        const time = times.get(tag);
        if (time !== undefined && (latest === undefined || time > latest)) latest = time;
      }
      return latest;
    },
  };
}

/** The log in use: Redis's when the shared handler set one, else this process's own. */
export function changeLog() {
  return (globalThis[CHANGE_LOG] ??= localChangeLog());
}

export function useChangeLog(log) {
  globalThis[CHANGE_LOG] = log;
}

/** The tags an entry carries: a data entry's from its options, a page's from its headers. */
export function entryTags(value, ctx) {
  if (Array.isArray(ctx?.tags) && ctx.tags.length > 0) return ctx.tags;
  const header = value?.headers?.['x-next-cache-tags'];
  if (Array.isArray(header)) return header;
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** Whether an entry with these tags, computed in the current request, may predate a change. */
export async function mayPredateChange(tags) {
  const startedAt = requestStartedAt();
  if (startedAt === undefined || tags.length === 0) return false;
  const changedAt = await changeLog().latest(tags);
  return changedAt !== undefined && changedAt >= startedAt;
}
