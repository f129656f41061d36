import type { AiAnswer, AiPort } from '../port';
import { improveText } from './improve';
import { conversationReport } from './report';
import { suggest } from './suggestions';
import { generateTemplates } from './templates';
import { conversationTips } from './tips';
import { trendAnalysis } from './trend';

/** Bumped when the offline texts change, so the record says which version wrote an answer. */
export const OFFLINE_MODEL = 'pop-offline-1';

const answer = async <T>(value: T): Promise<AiAnswer<T>> => ({ value, tokens: null });

/**
 * The built-in provider: Dutch, deterministic, from the grounded facts alone (the catalogue and the
 * user's own data, gathered by the caller). No network, no model, no tokens.
 */
export function createOfflineProvider(): AiPort {
  return {
    provider: 'offline',
    model: OFFLINE_MODEL,
    suggest: (input) => answer(suggest(input)),
    improve: (input) => answer(improveText(input)),
    report: (facts) => answer(conversationReport(facts)),
    tips: (facts) => answer(conversationTips(facts)),
    trendAnalysis: (facts) => answer(trendAnalysis(facts)),
    conversationTemplates: (input) => answer(generateTemplates(input)),
  };
}
