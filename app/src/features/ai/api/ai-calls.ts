import useSWR, { mutate } from 'swr';
import { aiApi, SUGGESTIONS_MANY, type AiCredits, type ImproveKind } from '../../../../../contracts/ai';
import type { ConversationStatus } from '../../../../../contracts/conversations';
import { call, fetchPath, pathOf } from '../../../api/client';

const creditsKey = pathOf(aiApi.credits);

export function useAiCredits() {
  return useSWR<{ message: string; credits: AiCredits }, Error>(creditsKey, fetchPath);
}

/** Every AI call may have used a credit: the credits shown anywhere are fetched again. */
const afterCall = <T>(answer: Promise<T>): Promise<T> => answer.finally(() => void mutate(creditsKey));

export function requestSuggestions(kind: 'goal' | 'ambition', topic: string, aantal = SUGGESTIONS_MANY): Promise<string[]> {
  const endpoint = kind === 'goal' ? aiApi.goalSuggestions : aiApi.ambitionSuggestions;
  return afterCall(call(endpoint, { body: { topic, aantal } })).then((answer) => answer.suggestions);
}

export const improveText = (text: string, soort: ImproveKind) => afterCall(call(aiApi.improve, { body: { text, soort } }));

export const conversationReport = (id: number) => afterCall(call(aiApi.report, { params: { id } })).then((answer) => answer.report);

export const conversationTips = (id: number) => afterCall(call(aiApi.tips, { params: { id } })).then((answer) => answer.tips);

export const trendAnalysis = (bedrijfId: number, statuses: ConversationStatus[]) =>
  afterCall(call(aiApi.trendAnalysis, { body: { bedrijf_id: bedrijfId, statuses } }));
