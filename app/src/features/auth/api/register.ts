import { accountApi } from '../../../../../contracts/account';
import { call } from '../../../api/client';

export interface Registration {
  naam: string;
  email: string;
  password: string;
}

export const register = (registration: Registration) => call(accountApi.register, { body: registration });
