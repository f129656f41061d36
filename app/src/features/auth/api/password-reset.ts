import { accountApi } from '../../../../../contracts/account';
import { call } from '../../../api/client';

export const requestPasswordReset = (email: string) => call(accountApi.requestReset, { body: { email } });
export const resetPassword = (token: string, password: string) => call(accountApi.reset, { body: { token, password } });
