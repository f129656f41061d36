import { call } from '../../../api/client';
import { contactApi, type ContactInput } from '../../../../../contracts/contact';

/** POST /contact/send: no account needed. */
export const sendContactMessage = (input: ContactInput) => call(contactApi.send, { body: input });
