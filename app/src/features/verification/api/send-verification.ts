import { accountApi } from '../../../../../contracts/account';
import { call } from '../../../api/client';

export const sendVerificationEmail = () => call(accountApi.sendVerification);
