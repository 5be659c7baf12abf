import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Request = Pick<IncomingMessage, 'method' | 'url'>;
/** What the logger reads of a response: a ServerResponse, or a test's stand-in. */
type Response = Pick<ServerResponse, 'statusCode' | 'writableFinished'> & EventEmitter;

export function logSlowRequest(req: Request, res: Response, now?: () => number): void;
export function logEventLoopStalls(): void;
