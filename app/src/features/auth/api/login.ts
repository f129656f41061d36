import { accountApi, type LoginResponse } from '../../../../../contracts/account';
import { call } from '../../../api/client';

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials & { twoFactorCode?: string }): Promise<LoginResponse> {
  return call(accountApi.login, { body: credentials });
}

export function needsTwoFactor(result: LoginResponse): result is Extract<LoginResponse, { requires2FA: true }> {
  return 'requires2FA' in result && result.requires2FA === true;
}

/** Mails the one-time code for the second login step. */
export const sendLoginCode = (credentials: Credentials) => call(accountApi.sendLoginCode, { body: credentials });
