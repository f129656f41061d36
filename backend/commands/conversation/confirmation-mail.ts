import { conversationMessages } from '../../../contracts/conversations';
import { formatDutch } from '../../../contracts/dutch-time';
import type { InvitationMethod } from '../../../events/conversation';
import type { Caller, CommandDeps } from '../deps';
import { TooManyRequestsError } from '../../platform/errors';
import { mailTemplates, oneLine } from '../../platform/mail-templates';
import type { CommandContext } from '../handle-command';
import { conversationInvite } from './ics';
import { runConversationCommand } from './load';
import { requestMailOnBehalf } from './mail-on-behalf';
import type { ConversationState } from '../../../events/conversation-state';

export interface ConfirmationOutcome {
  verstuurd: boolean;
  melding: string;
}

/** What the calendar gets, and the mail's own subject and text when the user wrote them (the resend modal). */
export interface InvitationRequest {
  method: InvitationMethod;
  subject?: string;
  message?: string;
  /** The answer's words when it went, and when a limit stopped it. */
  sent?: string;
  notSent?: (reason: string) => string;
  /** The mail is all the request is for: past a limit it fails with the limit's 429. */
  strict?: boolean;
}

/** The mail's default texts: the first invitation, its update after a move, or the cancellation. */
export function invitationTexts(state: ConversationState, method: InvitationMethod, senderName: string) {
  const when = formatDutch(state.scheduledAt);
  if (state.invitation === null && method === 'REQUEST') return mailTemplates.appointment(state.employeeName, when, senderName);
  const greeting = `Beste ${oneLine(state.employeeName)},\n\n`;
  const closing = `\n\nMet vriendelijke groet,\n${oneLine(senderName)}`;
  if (method === 'CANCEL')
    return {
      subject: `Geannuleerd: POP-gesprek op ${when}`,
      message: `${greeting}Je POP-gesprek op ${when} (Nederlandse tijd) met ${oneLine(senderName)} gaat niet door. In de bijlage vind je de annulering voor je agenda.${closing}`,
    };
  return {
    subject: `Bijgewerkt: POP-gesprek op ${when}`,
    message: `${greeting}Je POP-gesprek met ${oneLine(senderName)} is op ${when} (Nederlandse tijd). In de bijlage vind je de bijgewerkte agenda-uitnodiging.${closing}`,
  };
}

/**
 * An invitation, its update or its cancellation with the .ics, sent for the user, then recorded on the
 * conversation (its SEQUENCE, which the next one raises). Past a mail limit nothing is recorded and the
 * answer says in Dutch that no mail went and why: the change the user made stands all the same.
 */
export async function sendInvitation(
  deps: CommandDeps,
  context: CommandContext,
  user: Caller,
  conversationId: number,
  state: ConversationState,
  request: InvitationRequest,
): Promise<ConfirmationOutcome> {
  const { method } = request;
  const to = method === 'CANCEL' && state.invitation ? state.invitation.to : state.employeeEmail;
  const texts = invitationTexts(state, method, user.name);
  try {
    await requestMailOnBehalf(deps, context, user, {
      to,
      kind: method === 'CANCEL' ? 'appointment_cancel' : 'appointment',
      conversationId,
      subject: request.subject ?? texts.subject,
      message: request.message ?? texts.message,
      attachments: [
        {
          filename: method === 'CANCEL' ? 'pop-gesprek-geannuleerd.ics' : 'pop-gesprek.ics',
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          content: conversationInvite({
            conversationId,
            startIso: state.scheduledAt,
            summary: `POP-gesprek ${state.employeeName}`,
            description: `POP-gesprek met ${state.employeeName} (${state.companyName}).`,
            organizerEmail: deps.config.mailFrom.replace(/^.*<(.+)>$/, '$1'),
            attendeeEmail: to,
            now: deps.clock().toISOString(),
            sequence: state.invitation === null ? 0 : state.invitation.sequence + 1,
            method,
          }),
        },
      ],
    });
  } catch (err) {
    if (!(err instanceof TooManyRequestsError) || request.strict) throw err;
    return { verstuurd: false, melding: (request.notSent ?? conversationMessages.invitationNotSent)(err.message) };
  }
  await runConversationCommand(
    deps,
    conversationId,
    { type: 'RecordInvitation', method, to, actorId: user.workspaceId, now: deps.clock().toISOString() },
    // A step of the request's command (the planning, the move): ids of its own, and a retry records it once.
    { ...context, commandId: `${context.commandId}:invitation` },
  );
  const sent = request.sent ?? (method === 'CANCEL' ? conversationMessages.cancellationSent : conversationMessages.invitationSent);
  return { verstuurd: true, melding: sent };
}

/** The invitation to a planned conversation (the checkbox when planning). */
export async function sendConfirmation(
  deps: CommandDeps,
  context: CommandContext,
  user: Caller,
  conversationId: number,
  state: ConversationState,
): Promise<ConfirmationOutcome> {
  return sendInvitation(deps, context, user, conversationId, state, {
    method: 'REQUEST',
    sent: conversationMessages.confirmationSent,
    notSent: conversationMessages.confirmationNotSent,
  });
}

/**
 * After a move, a deletion or an archiving: the calendar that has the appointment gets the change. Only
 * when an invitation went out and was not cancelled already; nothing to say otherwise.
 */
export async function followUpInvitation(
  deps: CommandDeps,
  context: CommandContext,
  user: Caller,
  conversationId: number,
  before: ConversationState,
  method: InvitationMethod,
  after: ConversationState = before,
): Promise<ConfirmationOutcome | undefined> {
  if (before.invitation === null || before.invitation.method === 'CANCEL') return undefined;
  return sendInvitation(deps, context, user, conversationId, { ...after, invitation: before.invitation }, { method });
}
