/**
 * The one rule for the API's credentials: `Authorization: Bearer` from the HttpOnly access
 * cookie, unless the caller sent its own header (an API client without cookies).
 */
export function setBearer(headers: Headers, access: string | undefined): void {
  if (access && !headers.has('authorization')) headers.set('authorization', `Bearer ${access}`);
}
