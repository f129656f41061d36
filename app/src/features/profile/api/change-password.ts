import { accountApi } from '../../../../../contracts/account';
import { call } from '../../../api/client';
import { storeToken } from '../../../api/token-storage';

/** A password change ends every older session; the server hands this one a fresh token. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string }> {
  const result = await call(accountApi.changePassword, { body: { currentPassword, newPassword } });
  storeToken(result.token);
  return result;
}
