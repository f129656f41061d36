import useSWR from 'swr';
import type { MailSwitches } from '../../../../../contracts/mail-switches';
import { notificationsApi } from '../../../../../contracts/notifications';
import { call, fetchPath, pathOf } from '../../../api/client';

export const MAIL_SWITCHES_PATH = pathOf(notificationsApi.mailSwitches);

/** Which notification mails one's own address gets. */
export const useMailSwitches = () => useSWR<MailSwitches, Error>(MAIL_SWITCHES_PATH, fetchPath);

/** Stores the switches; answers them as they now are. */
export const saveMailSwitches = (body: MailSwitches) => call(notificationsApi.setMailSwitches, { body });
