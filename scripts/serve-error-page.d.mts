import type { IncomingMessage, ServerResponse } from 'node:http';

export function page(code: number, title: string, text: string): string;
export const SERVER_ERROR_PAGE: string;
export function brandServerErrors(req: IncomingMessage, res: ServerResponse): void;
