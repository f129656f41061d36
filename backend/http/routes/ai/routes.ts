import { aiApi, SUGGESTIONS_MANY } from '../../../../contracts/ai';
import type { Context } from 'koa';
import type { BodyOf } from '../../../../contracts/http';
import type { AuthUser } from '../../auth';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { createAiProvider } from '../../../adapters/ai/create-provider';
import type { SuggestionKind } from '../../../adapters/ai/port';
import { orNotFound } from '../../../platform/errors';
import { conversationFacts, dutchDay } from '../../../commands/ai/conversation-facts';
import { runAiCall } from '../../../commands/ai/run-ai-call';
import { commandContext } from '../../command-context';

/** Ranked candidates per suggestion asked: room to drop near-duplicates and still fill the list. */
const CANDIDATES_PER_SUGGESTION = 3;

/** The AI calls of SPEC 7: each grounded, on the record and paid with a credit (commands/ai/run-ai-call.ts). */
export const aiModule: ApiModule = (router, deps) => {
  const ai = createAiProvider(deps.config, deps.config.logRequests ? console.error : () => undefined);

  const suggestions = async (kind: SuggestionKind, ctx: Context, body: BodyOf<typeof aiApi.goalSuggestions>, user: AuthUser) => {
    const count = body.aantal ?? SUGGESTIONS_MANY;
    const { candidates, existing } = await deps.reads.ai.suggestionCandidates(
      user.workspaceId,
      kind,
      body.topic,
      count * CANDIDATES_PER_SUGGESTION,
    );
    const list = await runAiCall(deps, ai, commandContext(ctx, user), user, {
      feature: kind === 'goal' ? 'goal-suggestions' : 'ambition-suggestions',
      input: { topic: body.topic, count },
      produce: (port) => port.suggest({ kind, topic: body.topic, count, candidates, existing }),
      text: (value) => value.join('\n'),
    });
    return { suggestions: list };
  };
  bind(router, deps, aiApi.goalSuggestions, (ctx, { body, user }) => suggestions('goal', ctx, body, user));
  bind(router, deps, aiApi.ambitionSuggestions, (ctx, { body, user }) => suggestions('ambition', ctx, body, user));

  bind(router, deps, aiApi.improve, async (ctx, { body, user }) => {
    const improved = await runAiCall(deps, ai, commandContext(ctx, user), user, {
      feature: 'improve-text',
      input: body,
      produce: (port) => port.improve({ text: body.text, kind: body.soort ?? null }),
      text: (value) => value.text,
    });
    return { improvedText: improved.text, changes: improved.changes };
  });

  /** The report or the tips of one conversation, written from its facts. */
  const aboutConversation = async (method: 'report' | 'tips', ctx: Context, user: AuthUser, id: number) => {
    const facts = await conversationFacts(deps, user.workspaceId, id);
    return runAiCall(deps, ai, commandContext(ctx, user), user, {
      feature: `conversation-${method}`,
      input: facts,
      conversationId: id,
      produce: (port) => port[method](facts),
      text: (value) => value,
    });
  };
  bind(router, deps, aiApi.report, async (ctx, { params: { id }, user }) => ({ report: await aboutConversation('report', ctx, user, id) }));
  bind(router, deps, aiApi.tips, async (ctx, { params: { id }, user }) => ({ tips: await aboutConversation('tips', ctx, user, id) }));

  bind(router, deps, aiApi.trendAnalysis, async (ctx, { body: { bedrijf_id, statuses }, user }) => {
    const facts = orNotFound(
      await deps.reads.ai.trendFacts(user.workspaceId, bedrijf_id, statuses, dutchDay(deps.clock().toISOString())),
      'Bedrijf niet gevonden',
    );
    const analysis = await runAiCall(deps, ai, commandContext(ctx, user), user, {
      feature: 'trend-analysis',
      input: { bedrijf_id, statuses, facts },
      companyId: bedrijf_id,
      // After the answer: every employee its facts name is then in the list.
      employeeIds: () => deps.reads.ai.trendEmployees(user.workspaceId, bedrijf_id, statuses),
      produce: (port) => port.trendAnalysis(facts),
      text: (value) => value,
    });
    return { analysis, conversationCount: facts.conversationCount };
  });
};
