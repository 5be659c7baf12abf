import { z } from '@/lib/api/contract/zod-ru';
import { callApi } from '@/lib/api/client';
import { registrationSchema } from '@/lib/api/contract/auth';
import { registration, restore, sendCode, tokenByCode } from '@/lib/api/endpoints/auth';
import { TEXT_SIGN_IN_SUCCESS_BODY, TEXT_SIGN_IN_SUCCESS_TITLE } from '@/lib/constants';
import { callSessionEndpoint } from '@/lib/session/browser';
import {
  CODE_FLOW_KEY as STORAGE_KEY,
  SIGNED_IN_BY_CODE_KEY as SIGNED_IN_KEY,
} from './code-flow-keys';

/**
 * What the code modal works on: the address, why the code was sent, and for a registration
 * the application itself (spec §3: the final submission repeats it with the code).
 */
const codeFlowSchema = z.object({
  email: z.string(),
  mode: z.enum(['login', 'restore', 'registration']),
  registration: registrationSchema.optional(),
});
export type CodeFlow = z.input<typeof codeFlowSchema>;

export function readCodeFlow(payload: unknown): CodeFlow | null {
  const parsed = codeFlowSchema.safeParse(payload);
  return parsed.success ? (payload as CodeFlow) : null;
}

/** Spec §4: resending reloads the page; the modal comes back open on the same flow. */
export function rememberCodeFlow(flow: CodeFlow): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(flow));
}

export function takeRememberedCodeFlow(): CodeFlow | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  sessionStorage.removeItem(STORAGE_KEY);
  try {
    return readCodeFlow(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** What the success modal says after a sign-in by code. */
export const signInSuccess = {
  title: TEXT_SIGN_IN_SUCCESS_TITLE,
  text: TEXT_SIGN_IN_SUCCESS_BODY,
};

/** Spec §4: a sign-in by code shows the success modal and reloads; it must outlive the reload. */
export function rememberSignedIn(): void {
  sessionStorage.setItem(SIGNED_IN_KEY, '1');
}

export function takeRememberedSignIn(): boolean {
  const signedIn = sessionStorage.getItem(SIGNED_IN_KEY) === '1';
  sessionStorage.removeItem(SIGNED_IN_KEY);
  return signedIn;
}

/** Asks the server to mail a code for the flow. */
export async function requestCodeFor(flow: CodeFlow): Promise<void> {
  if (flow.mode === 'registration' && flow.registration) {
    await callApi(registration, { body: flow.registration });
  } else if (flow.mode === 'restore') {
    await callApi(restore, { body: { email: flow.email } });
  } else {
    await callApi(sendCode, { body: { email: flow.email } });
  }
}

/** Sends the eight characters: a sign-in, or the final step of a registration. */
export async function submitCode(flow: CodeFlow, code: string): Promise<void> {
  if (flow.mode === 'registration' && flow.registration) {
    await callSessionEndpoint(registration, {
      body: { ...flow.registration, email: flow.email, code },
    });
  } else {
    await callSessionEndpoint(tokenByCode, { body: { email: flow.email, code } });
  }
}
