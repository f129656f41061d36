import type { Config } from '../../platform/config';
import { createOfflineProvider } from './offline/provider';
import { createOpenAiProvider } from './openai/provider';
import type { AiPort } from './port';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** OPENAI_API_KEY picks an OpenAI-compatible server; without it the built-in offline provider answers. */
export function createAiProvider(config: Config, log: (line: string) => void = console.error): AiPort {
  const { apiKey, baseUrl, model, timeoutMs, maxRetries } = config.openai;
  if (!apiKey) return createOfflineProvider();
  return createOpenAiProvider({ apiKey, baseUrl, model: model ?? DEFAULT_OPENAI_MODEL, timeoutMs, maxRetries, log });
}

/** The line `npm start` prints, so nobody wonders which AI answers. */
export function describeAiProvider(config: Config): string {
  const { apiKey, baseUrl, model } = config.openai;
  if (!apiKey) return 'AI: de ingebouwde offline provider (zet OPENAI_API_KEY voor een OpenAI-compatibele server).';
  return `AI: OpenAI-compatibele server ${baseUrl ?? 'https://api.openai.com/v1'}, model ${model ?? DEFAULT_OPENAI_MODEL}.`;
}
