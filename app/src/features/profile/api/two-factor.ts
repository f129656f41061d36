import useSWR from 'swr';
import { accountApi } from '../../../../../contracts/account';
import { call, fetchPath, pathOf } from '../../../api/client';
import { storeToken } from '../../../api/token-storage';

export const useTwoFactorStatus = () => useSWR<{ two_factor_enabled: boolean }, Error>(pathOf(accountApi.twoFactorStatus), fetchPath);

/** Mails a code that confirms switching two-factor login on. */
export const enableTwoFactor = () => call(accountApi.enableTwoFactor);
/** Switching 2FA on ends every other session; this one continues with the fresh token. */
export async function confirmTwoFactor(code: string): Promise<{ message: string }> {
  const result = await call(accountApi.verifyEnableTwoFactor, { body: { code } });
  storeToken(result.token);
  return result;
}

export const disableTwoFactor = (password: string) => call(accountApi.disableTwoFactor, { body: { password } });
