import 'server-only';
import { personal } from '@/lib/api/endpoints/account';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { serverApi } from '@/bff/server-api';
import { CURRENT_USER_KEY } from '@/lib/account/current-user-key';

/** The account page's data: the user prefetched under the key the profile menu reads too. */
export function getAccountPage() {
  return personalPage(async (qc) => {
    qc.setQueryData(CURRENT_USER_KEY, await personalApi(serverApi, personal, {}));
    return {};
  });
}
