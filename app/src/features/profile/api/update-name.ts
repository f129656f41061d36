import { accountApi } from '../../../../../contracts/account';
import { call } from '../../../api/client';

export const updateName = (naam: string) => call(accountApi.rename, { body: { naam } });
