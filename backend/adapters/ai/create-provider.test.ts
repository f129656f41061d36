import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createAiProvider, describeAiProvider } from './create-provider';

describe('choosing the AI provider', () => {
  it('answers with the built-in offline provider without OPENAI_API_KEY, and npm start says so', () => {
    const config = loadConfig({});
    expect(createAiProvider(config).provider).toBe('offline');
    expect(describeAiProvider(config)).toBe('AI: de ingebouwde offline provider (zet OPENAI_API_KEY voor een OpenAI-compatibele server).');
  });

  it('uses the OpenAI-compatible server, its model and its address once a key is set', () => {
    const config = loadConfig({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' });
    const ai = createAiProvider(config);
    expect([ai.provider, ai.model]).toEqual(['openai', 'llama3.1']);
    expect(describeAiProvider(config)).toBe('AI: OpenAI-compatibele server http://localhost:11434/v1, model llama3.1.');
    expect(config.openai).toMatchObject({ timeoutMs: 30000, maxRetries: 2 });
  });

  it('refuses a timeout that is not a whole number', () => {
    expect(() => loadConfig({ OPENAI_TIMEOUT_MS: 'soon' })).toThrow(/OPENAI_TIMEOUT_MS/);
  });
});
