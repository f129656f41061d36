import { accountApi } from '../../../../../contracts/account';
import { call } from '../../../api/client';
import { storeToken } from '../../../api/token-storage';

/** Ends every other session of the account; this one continues with the fresh token. */
export async function logoutEverywhere(): Promise<{ message: string }> {
  const result = await call(accountApi.logoutEverywhere);
  storeToken(result.token);
  return result;
}
