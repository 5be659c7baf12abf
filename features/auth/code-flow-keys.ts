/**
 * The sessionStorage keys that carry the code flow over a reload (spec §4), apart from
 * code-flow.ts so the frame can tell whether to load the auth modals without loading zod.
 */
export const CODE_FLOW_KEY = 'vitrina.codeFlow';
export const SIGNED_IN_BY_CODE_KEY = 'vitrina.signedInByCode';

/** A reload left the code modal or the sign-in success modal to show again. */
export function hasRememberedAuthFlow(): boolean {
  try {
    return (
      sessionStorage.getItem(CODE_FLOW_KEY) !== null ||
      sessionStorage.getItem(SIGNED_IN_BY_CODE_KEY) === '1'
    );
  } catch {
    return false; // storage blocked: nothing was remembered
  }
}
