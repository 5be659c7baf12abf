export const ACCESS_COOKIE = 'vitrina_access';
export const REFRESH_COOKIE = 'vitrina_refresh';
/** Readable by scripts, holds no secret: lets client islands draw the signed-in skeleton. */
export const SIGNED_IN_COOKIE = 'signed_in';
