import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { AI_OUTPUT_MAX } from '../../../../contracts/ai';
import type { TemplateSource } from '../../../../events/conversation';
import { AiUnavailableError } from '../errors';
import { normalise } from '../offline/text';
import type { AiAnswer, AiPort, ConversationFacts } from '../port';
import { BASE_PROMPT, features } from './prompts';

export interface OpenAiSettings {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Where failures are told (the Dutch message the user gets says less). */
  log?: (line: string) => void;
}

/** The model is asked in Dutch: a candidate's source in the prompt's words. */
const sourceWord: Readonly<Record<TemplateSource, string>> = { catalogue: 'catalogus', own: 'eigen' };

/** Longest answer asked of the model; the text is cut again per feature. */
const MAX_TOKENS = 2500;

/** No markup from a model reaches a record or a page: tags are dropped, control characters too. */
const plain = (s: string, max: number) =>
  s
    .replace(/<[^>]*>/g, '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim()
    .slice(0, max);

function reasonOf(err: unknown): AiUnavailableError['reason'] {
  if (err instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (err instanceof OpenAI.APIConnectionError) return 'connection';
  if (err instanceof OpenAI.APIError) return 'server';
  return 'output';
}

/** Any OpenAI-compatible server through the openai SDK: structured outputs per feature, a timeout and retries. */
export function createOpenAiProvider(settings: OpenAiSettings): AiPort {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });

  /** One structured call: the task in the system prompt, the user's data alone in the next message. */
  async function ask<S extends z.ZodType>(name: string, schema: S, task: string, data: unknown): Promise<AiAnswer<z.output<S>>> {
    try {
      const completion = await client.chat.completions.parse({
        model: settings.model,
        temperature: 0.2,
        max_tokens: MAX_TOKENS,
        messages: [
          { role: 'system', content: `${BASE_PROMPT}\n\nTaak: ${task}` },
          { role: 'user', content: JSON.stringify(data) },
        ],
        response_format: zodResponseFormat(schema, name),
      });
      const parsed = completion.choices[0]?.message.parsed;
      if (parsed === null || parsed === undefined) throw new Error('no parsed content');
      const usage = completion.usage;
      return { value: parsed as z.output<S>, tokens: usage ? { input: usage.prompt_tokens, output: usage.completion_tokens } : null };
    } catch (err) {
      const reason = reasonOf(err);
      settings.log?.(`[ai] ${name} via ${settings.model} failed (${reason}): ${(err as Error).message}`);
      throw new AiUnavailableError(reason);
    }
  }

  const conversationData = (facts: ConversationFacts) => ({ gesprek: facts });

  return {
    provider: 'openai',
    model: settings.model,
    async suggest({ kind, topic, count, candidates, existing }) {
      const f = features.suggestions;
      const answer = await ask(f.name, f.schema, f.prompt(kind, count), {
        onderwerp: topic,
        kandidaten: candidates.slice(0, 40).map((c) => ({ tekst: c.text, bron: sourceWord[c.source], context: c.context })),
        bestaand: existing.slice(0, 200),
      });
      const taken = new Set(existing.map(normalise));
      const seen = new Set<string>();
      const suggestions = answer.value.suggestions
        .map((s) => plain(s, AI_OUTPUT_MAX.suggestion))
        .filter((s) => {
          const key = normalise(s);
          if (!key || taken.has(key) || seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, count);
      return { value: suggestions, tokens: answer.tokens };
    },
    async improve({ text, kind }) {
      const f = features.improve;
      const answer = await ask(f.name, f.schema, f.prompt(kind), { soort: kind ?? 'tekst', tekst: text });
      const max = kind === 'doel' || kind === 'ambitie' ? AI_OUTPUT_MAX.itemText : AI_OUTPUT_MAX.text;
      return {
        value: { text: plain(answer.value.improvedText, max), changes: answer.value.changes.slice(0, 10).map((c) => plain(c, 300)) },
        tokens: answer.tokens,
      };
    },
    async report(facts) {
      const f = features.report;
      const answer = await ask(f.name, f.schema, f.prompt, conversationData(facts));
      return { value: plain(answer.value.report, AI_OUTPUT_MAX.report), tokens: answer.tokens };
    },
    async tips(facts) {
      const f = features.tips;
      const answer = await ask(f.name, f.schema, f.prompt, conversationData(facts));
      const lines = answer.value.tips.slice(0, 10).map((tip, i) => `${i + 1}) ${plain(tip, 600)}`);
      return {
        value: plain([`## Tips voor het gesprek met ${facts.employeeName}`, '', ...lines].join('\n'), AI_OUTPUT_MAX.tips),
        tokens: answer.tokens,
      };
    },
    async trendAnalysis(facts) {
      const f = features.trend;
      const answer = await ask(f.name, f.schema, f.prompt, { bedrijf: { ...facts, goalTexts: facts.goalTexts.slice(0, 200) } });
      const text = answer.value.sections
        .slice(0, 12)
        .map((s, i) => `${i + 1}. ${plain(s.heading, 80).toLocaleUpperCase('nl-NL')}\n${plain(s.body, 4000)}`)
        .join('\n\n');
      return { value: plain(text, AI_OUTPUT_MAX.analysis), tokens: answer.tokens };
    },
    async conversationTemplates(input) {
      const f = features.templates;
      const answer = await ask(f.name, f.schema, f.prompt(input.count), {
        branche: input.branch.naam,
        functie: input.function.naam,
        materiaal: input.material.slice(0, 12),
      });
      const templates = answer.value.templates.slice(0, input.count).map((t) => ({
        naam: plain(t.naam, 200),
        type: plain(t.type, 60),
        beschrijving: plain(t.beschrijving, 1000),
        goals: t.goals.slice(0, 5).map((g) => ({ omschrijving: plain(g.omschrijving, 500), notitie: plain(g.notitie, 2000) })),
      }));
      return { value: templates, tokens: answer.tokens };
    },
  };
}
