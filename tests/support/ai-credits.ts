import { randomUUID } from 'node:crypto';
import { accountStream } from '../../events/account';
import { aiCreditsDecider } from '../../backend/commands/ai/credits';
import { handleCommand } from '../../backend/commands/handle-command';
import type { TestApp } from './test-app';

/** Uses `count` AI credits of this month on the account's own stream, as that many answered calls would. */
export async function spendAiCredits(app: TestApp, userId: number, count: number) {
  const { store } = app.runtime.deps;
  const context = { actor: String(userId), tenant: String(userId) };
  for (let i = 0; i < count; i++) {
    const callId = randomUUID();
    const now = new Date().toISOString();
    await handleCommand(
      store,
      accountStream(userId),
      aiCreditsDecider,
      { type: 'ReserveAiCredit', callId, feature: 'goal-suggestions', now },
      {
        ...context,
        commandId: `test-credit:${callId}:reserve`,
      },
    );
    await handleCommand(
      store,
      accountStream(userId),
      aiCreditsDecider,
      { type: 'SettleAiCredit', callId, outcome: 'used', reason: 'answered', now },
      { ...context, commandId: `test-credit:${callId}:used` },
    );
  }
}
