import useSWR from 'swr';
import { accountApi } from '../../../../../contracts/account';
import { call, fetchPath, pathOf } from '../../../api/client';

export const useTwoFactorStatus = () => useSWR<{ two_factor_enabled: boolean }, Error>(pathOf(accountApi.twoFactorStatus), fetchPath);

/** Mails a code that confirms switching two-factor login on. */
export const enableTwoFactor = () => call(accountApi.enableTwoFactor);
export const confirmTwoFactor = (code: string) => call(accountApi.verifyEnableTwoFactor, { body: { code } });
export const disableTwoFactor = () => call(accountApi.disableTwoFactor);
