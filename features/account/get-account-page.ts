import 'server-only';
import { personal } from '@/lib/api/endpoints/auth';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { serverApi } from '@/lib/api/server';

/** The key of features/auth/use-current-user.ts (a client module, so not importable here). */
export const CURRENT_USER_QUERY_KEY = ['user', 'personal'] as const;

export function getAccountPage() {
  return personalPage(async (qc) => {
    qc.setQueryData(CURRENT_USER_QUERY_KEY, await personalApi(serverApi, personal, {}));
    return {};
  });
}
