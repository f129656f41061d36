import type { AiFeature } from './ai-answer';

/**
 * AI credits on the account stream `hr_user-<id>` (ARCHITECTURE.md, Rules across streams: a rule lives on the
 * stream that owns the counter). A call first reserves a credit, so parallel calls cannot spend more
 * than the month holds; the answer turns it into a used credit, a failure gives it back. A reservation
 * that is never settled (the process died mid-call) lapses at `expiresAt`: a failed call costs nothing.
 */
export type AiCreditEvent =
  | {
      type: 'AiCreditReserved';
      data: {
        callId: string;
        feature: AiFeature;
        /** Calendar month in Europe/Amsterdam, 'YYYY-MM'. */ month: string;
        expiresAt: string;
        at: string;
      };
    }
  | { type: 'AiCreditUsed'; data: { callId: string; at: string } }
  | { type: 'AiCreditReleased'; data: { callId: string; reason: string; at: string } };

export const aiCreditVersions: { readonly [T in AiCreditEvent['type']]: number } = {
  AiCreditReserved: 1,
  AiCreditUsed: 1,
  AiCreditReleased: 1,
};
