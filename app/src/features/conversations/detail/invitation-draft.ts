import { formatDutch } from '../../../../../contracts/dutch-time';

export interface InvitationDraft {
  onderwerp: string;
  bericht: string;
}

/** The appointment confirmation as the server words it by default; the user may change both before sending. */
export function invitationDraft(employeeName: string, scheduledAt: string, senderName: string): InvitationDraft {
  const when = formatDutch(scheduledAt);
  return {
    onderwerp: `Uitnodiging POP-gesprek op ${when}`,
    bericht: `Beste ${employeeName},\n\nHierbij bevestigen we je POP-gesprek op ${when} (Nederlandse tijd) met ${senderName}.\n\nIn de bijlage vind je een agenda-uitnodiging.\n\nMet vriendelijke groet,\n${senderName}`,
  };
}
