/** The signed-in user's query key: the server prefetch and the browser hooks share it. */
export const CURRENT_USER_KEY = ['user', 'personal'] as const;
