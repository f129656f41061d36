import { formatDutch } from '../../../contracts/dutch-time';
import type { ConversationState } from '../../../events/conversation-state';
import { loadAccount } from '../../commands/account/load';
import { conversationInvite } from '../../commands/conversation/ics';
import { requestMail } from '../../commands/conversation/load';
import type { CommandDeps } from '../../commands/deps';
import { mailTemplates } from '../../platform/mail-templates';

/** A due reminder as the schedule has it. */
export interface DueReminder {
  conversationId: number;
  ownerId: number;
  plannedBy: number;
  scheduledAt: string;
  invited: boolean;
}

/** The member who planned it, or the workspace's owner when that account is gone. */
async function plannerOf(deps: CommandDeps, reminder: DueReminder) {
  for (const id of [reminder.plannedBy, reminder.ownerId]) {
    const account = await loadAccount(deps.store, id);
    if (account.registered) return { name: account.name, email: account.email };
  }
  return null;
}

/**
 * Requests the reminder mails of one conversation and date: to the planner and, when the employee
 * got the invitation, to the employee, each with the invitation again. Each request's stream follows
 * from the conversation, the date and the recipient, so a second instance or a retry after a crash
 * requests nothing new. Kind 'reminder': a notification mail (unsubscribable), not an invitation.
 */
export async function requestReminderMails(deps: CommandDeps, reminder: DueReminder, state: ConversationState): Promise<number> {
  const planner = await plannerOf(deps, reminder);
  const when = formatDutch(reminder.scheduledAt);
  const invite = {
    filename: 'pop-gesprek.ics',
    contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    content: conversationInvite({
      conversationId: reminder.conversationId,
      startIso: reminder.scheduledAt,
      summary: `POP-gesprek ${state.employeeName}`,
      description: `POP-gesprek met ${state.employeeName} (${state.companyName}).`,
      organizerEmail: deps.config.mailFrom.replace(/^.*<(.+)>$/, '$1'),
      attendeeEmail: state.employeeEmail,
      now: deps.clock().toISOString(),
      // The calendar's copy as last sent: a lower SEQUENCE would be ignored as outdated.
      sequence: state.invitation?.sequence ?? 0,
    }),
  };
  const mails = [
    ...(planner
      ? [{ who: 'planner', to: planner.email, ...mailTemplates.conversationReminder(planner.name, state.employeeName, when) }]
      : []),
    ...(reminder.invited && planner
      ? [
          {
            who: 'employee',
            to: state.employeeEmail,
            onBehalfOf: planner,
            ...mailTemplates.conversationReminder(state.employeeName, planner.name, when),
          },
        ]
      : []),
  ];
  for (const { who, ...mail } of mails) {
    const context = {
      actor: 'reminder',
      tenant: String(reminder.ownerId),
      commandId: `reminder:${reminder.conversationId}:${reminder.scheduledAt}:${who}`,
      idempotent: true,
    };
    await requestMail(deps, context, { ...mail, kind: 'reminder', conversationId: reminder.conversationId, attachments: [invite] });
  }
  return mails.length;
}
