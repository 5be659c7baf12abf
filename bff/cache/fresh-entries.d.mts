export interface ChangeLog {
  record(tags: readonly string[], at: number): Promise<void>;
  latest(tags: readonly string[]): Promise<number | undefined>;
}
export const CHANGE_MEMORY_MS: number;
export function changeLog(): ChangeLog;
export function useChangeLog(log: ChangeLog): void;
export function entryTags(
  value: { headers?: Record<string, string | string[] | undefined> } | null | undefined,
  ctx?: { tags?: string[] },
): string[];
export function mayPredateChange(tags: readonly string[]): Promise<boolean>;
