import { randomUUID } from 'node:crypto';
import { accountStream } from '../../../events/account';
import { aiAnswerCategory, type AiFeature } from '../../../events/ai-answer';
import type { Caller, CommandDeps } from '../deps';
import { AiUnavailableError } from '../../adapters/ai/errors';
import type { AiAnswer, AiPort } from '../../adapters/ai/port';
import { limits } from '../../platform/rate-limit';
import { handleCommand, type CommandContext } from '../handle-command';
import { aiCreditsDecider } from './credits';
import { inputDigest, textDigest } from '../../../events/ai-answer-digest';

export interface AiCall<T> {
  feature: AiFeature;
  /** What was asked: only its digest is recorded. */
  input: unknown;
  conversationId?: number;
  companyId?: number;
  /** The employees the answer names (a trend analysis): it is sealed under their keys too (AVG). */
  employeeIds?(): Promise<number[]>;
  produce(ai: AiPort): Promise<AiAnswer<T>>;
  /** The answer as the text the user is shown: that is what the record keeps. */
  text(value: T): string;
}

/**
 * The credit steps are named after the call, not the request: every call that reaches the provider
 * reserves a credit of its own, also a retry under the same Idempotency-Key (it gets a new answer,
 * not the first one, so it is not free either).
 */
const step = (context: CommandContext, callId: string, name: string): CommandContext => ({
  ...context,
  commandId: `ai-call:${callId}:${name}`,
  idempotent: false,
});

/**
 * One AI call on the record: a credit is reserved on the account stream first (so parallel calls
 * cannot spend more than the month holds), then the provider answers, the answer is recorded as an
 * event, and the credit is used. A call that fails gives its credit back: it costs nothing.
 */
export async function runAiCall<T>(deps: CommandDeps, ai: AiPort, context: CommandContext, user: Caller, call: AiCall<T>): Promise<T> {
  await deps.limiter.consume(limits.aiPerAccount, String(user.id));
  const callId = randomUUID();
  // The credits are the workspace's (its founding account's stream); the answer is the workspace's too.
  const stream = accountStream(user.workspaceId);
  const now = () => deps.clock().toISOString();
  await handleCommand(
    deps.store,
    stream,
    aiCreditsDecider,
    { type: 'ReserveAiCredit', callId, feature: call.feature, now: now() },
    step(context, callId, 'reserve'),
  );
  const settle = (outcome: 'used' | 'released', reason: string) =>
    handleCommand(
      deps.store,
      stream,
      aiCreditsDecider,
      { type: 'SettleAiCredit', callId, outcome, reason, now: now() },
      step(context, callId, outcome),
    );

  let answer: AiAnswer<T>;
  let recorded: { checkpoint: string; eventId: string };
  try {
    answer = await call.produce(ai);
    const output = call.text(answer.value).trim();
    const event = aiAnswerCategory.versioned({
      type: 'AiAnswerRecorded',
      data: {
        callId,
        ownerId: user.workspaceId,
        feature: call.feature,
        provider: ai.provider,
        model: ai.model,
        inputDigest: inputDigest(call.feature, call.input),
        output,
        outputDigest: textDigest(output),
        tokens: answer.tokens,
        conversationId: call.conversationId ?? null,
        companyId: call.companyId ?? null,
        ...(call.employeeIds ? { employeeIds: await call.employeeIds() } : {}),
        at: now(),
      },
    });
    const eventId = randomUUID();
    const metadata = {
      actor: context.actor,
      tenant: context.tenant,
      commandId: `${context.commandId}:answer`,
      correlationId: context.correlationId ?? context.commandId,
      causationId: context.commandId,
    };
    const appended = await deps.store.appendToStream(aiAnswerCategory.streamOf(callId), [{ id: eventId, ...event, metadata }], {
      expected: 'no_stream',
    });
    recorded = { checkpoint: appended.checkpoint, eventId };
  } catch (err) {
    await settle('released', err instanceof AiUnavailableError ? err.reason : 'error').catch(() => undefined);
    throw err;
  }
  // Should this fail, the reservation lapses: the user has the answer, and it costs nothing.
  await settle('used', 'answered').catch(() => undefined);
  // The Log shows the answer as soon as the caller has it.
  await deps.projections.readYourWrites(recorded.checkpoint, [recorded.eventId]);
  return answer.value;
}
