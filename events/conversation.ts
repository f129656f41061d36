/** Events of the POP conversation stream `pop-<id>`. Every event's metadata names who did it. */

export const conversationStream = (popId: number) => `pop-${popId}`;

export type ConversationStatus = 'gepland' | 'open' | 'afgerond';
export const conversationStatuses: readonly ConversationStatus[] = ['gepland', 'open', 'afgerond'];

export interface CopiedGoal {
  goalId: number;
  omschrijving: string;
  notitie: string;
}

export type ConversationEvent =
  | {
      type: 'ConversationPlanned';
      data: {
        popId: number;
        ownerId: number;
        bedrijfId: number;
        bedrijfNaam: string;
        medewerkerId: number;
        medewerkerNaam: string;
        medewerkerEmail: string;
        /** UTC instant (ISO) of the Dutch wall-clock time the user picked. */
        datumTijd: string;
        status: ConversationStatus;
        verslag: string;
        hrGebruikerNaam: string;
        at: string;
      };
    }
  | { type: 'ConversationRescheduled'; data: { datumTijd: string; at: string } }
  | { type: 'ConversationStatusChanged'; data: { status: ConversationStatus; at: string } }
  | { type: 'ConversationReportWritten'; data: { verslag: string; at: string } }
  | { type: 'GoalAdded'; data: { goalId: number; omschrijving: string; notitie: string; at: string } }
  | { type: 'GoalDescriptionChanged'; data: { goalId: number; omschrijving: string; at: string } }
  | { type: 'GoalNoteChanged'; data: { goalId: number; notitie: string; at: string } }
  | { type: 'GoalProgressSet'; data: { goalId: number; voortgang: number; at: string } }
  | { type: 'GoalDeadlineSet'; data: { goalId: number; deadline: string | null; at: string } }
  | { type: 'GoalRemoved'; data: { goalId: number; at: string } }
  | { type: 'AmbitionAdded'; data: { ambitionId: number; omschrijving: string; notitie: string; at: string } }
  | { type: 'AmbitionDescriptionChanged'; data: { ambitionId: number; omschrijving: string; at: string } }
  | { type: 'AmbitionNoteChanged'; data: { ambitionId: number; notitie: string; at: string } }
  | { type: 'AmbitionRemoved'; data: { ambitionId: number; at: string } }
  | { type: 'TemplateGoalsCopied'; data: { source: 'eigen' | 'gesprek'; templateId: number; templateNaam: string; goals: CopiedGoal[]; at: string } }
  | { type: 'ConversationArchived'; data: { at: string } }
  | { type: 'ConversationUnarchived'; data: { at: string } }
  | { type: 'ConversationDeleted'; data: { at: string } };
