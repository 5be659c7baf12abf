export function runRequest<T>(handler: () => T): T;
export function requestStartedAt(): number | undefined;
