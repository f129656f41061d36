import useSWR from 'swr';
import { notificationsApi, type ReminderSetting } from '../../../../../contracts/notifications';
import { call, fetchPath, pathOf } from '../../../api/client';

export const REMINDER_PATH = pathOf(notificationsApi.reminder);

/** How long before a conversation the workspace's reminder goes. */
export const useReminderSetting = () => useSWR<ReminderSetting, Error>(REMINDER_PATH, fetchPath);

/** Stores the workspace's choice; answers it as it now is. */
export const saveReminderSetting = (body: ReminderSetting) => call(notificationsApi.setReminder, { body });
