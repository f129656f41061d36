import { accountApi } from '../../../../../contracts/account';
import { call } from '../../../api/client';

export const verifyEmail = (token: string) => call(accountApi.verify, { body: { token } });
