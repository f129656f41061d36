import { defineKeyedCategory } from './category';

/**
 * `ai_answer-<callId>`: what an AI wrote, one stream per call, so an auditor can see which text the
 * AI produced, for whom, from which input and with which provider and model. The credit the call
 * cost lives on the account stream (events/ai-credits.ts).
 */

export const aiFeatures = [
  'goal-suggestions',
  'ambition-suggestions',
  'improve-text',
  'conversation-report',
  'conversation-tips',
  'trend-analysis',
] as const;
export type AiFeature = (typeof aiFeatures)[number];

/** `offline`: the built-in provider; `openai`: any OpenAI-compatible server. */
export type AiProviderName = 'offline' | 'openai';

export type AiAnswerEvent = {
  type: 'AiAnswerRecorded';
  data: {
    callId: string;
    ownerId: number;
    feature: AiFeature;
    provider: AiProviderName;
    model: string;
    /** sha256 of the feature and its input: proves what was asked without keeping a copy of it. */
    inputDigest: string;
    /** Exactly the text the user was shown (suggestions one per line). */
    output: string;
    /** sha256 of the trimmed output: finds this answer again when the text is saved into a conversation. */
    outputDigest: string;
    /** Reported by the provider; null when it reports none (the offline provider uses no tokens). */
    tokens: { input: number; output: number } | null;
    conversationId: number | null;
    companyId: number | null;
    /**
     * The employees the output names or quotes goals of (a trend analysis): it is sealed under their
     * keys too, so erasing any of them erases it. Optional and additive: older answers have none.
     */
    employeeIds?: number[];
    at: string;
  };
};

export const aiAnswerCategory = defineKeyedCategory<AiAnswerEvent>({ name: 'ai_answer', versions: { AiAnswerRecorded: 1 } });
