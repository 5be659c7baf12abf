import 'server-only';
import { personal } from '@/lib/api/endpoints/account';
import { personalApi, personalPage } from './personal-api';

/** The key of features/auth/use-current-user.ts (a client module, so not importable here). */
export const CURRENT_USER_QUERY_KEY = ['user', 'personal'] as const;

export function getAccountPage() {
  return personalPage(async (qc) => {
    qc.setQueryData(CURRENT_USER_QUERY_KEY, await personalApi(personal, {}));
    return {};
  });
}
