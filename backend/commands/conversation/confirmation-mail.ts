import { conversationMessages } from '../../../contracts/conversations';
import { formatDutch } from '../../../contracts/dutch-time';
import type { Caller, CommandDeps } from '../deps';
import { TooManyRequestsError } from '../../platform/errors';
import { mailTemplates } from '../../platform/mail-templates';
import type { CommandContext } from '../handle-command';
import { conversationInvite } from './ics';
import { requestMailOnBehalf } from './mail-on-behalf';
import type { ConversationState } from '../../../events/conversation-state';

export interface ConfirmationOutcome {
  verstuurd: boolean;
  melding: string;
}

/**
 * The invitation to a planned conversation, with its .ics, sent for the user. Past a mail limit
 * the conversation stays planned (it is stored already, and is what the user came for) and the
 * answer says in Dutch that no mail went and why, instead of failing the whole request.
 */
export async function sendConfirmation(
  deps: CommandDeps,
  context: CommandContext,
  user: Caller,
  conversationId: number,
  state: ConversationState,
): Promise<ConfirmationOutcome> {
  const when = formatDutch(state.scheduledAt);
  try {
    await requestMailOnBehalf(deps, context, user, {
      to: state.employeeEmail,
      kind: 'appointment',
      conversationId,
      ...mailTemplates.appointment(state.employeeName, when, user.name),
      attachments: [
        {
          filename: 'pop-gesprek.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: conversationInvite({
            conversationId,
            startIso: state.scheduledAt,
            summary: `POP-gesprek ${state.employeeName}`,
            description: `POP-gesprek met ${state.employeeName} (${state.companyName}).`,
            organizerEmail: deps.config.mailFrom.replace(/^.*<(.+)>$/, '$1'),
            attendeeEmail: state.employeeEmail,
            now: deps.clock().toISOString(),
          }),
        },
      ],
    });
    return { verstuurd: true, melding: conversationMessages.confirmationSent };
  } catch (err) {
    if (!(err instanceof TooManyRequestsError)) throw err;
    return { verstuurd: false, melding: conversationMessages.confirmationNotSent(err.message) };
  }
}
