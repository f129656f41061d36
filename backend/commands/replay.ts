import { AppError } from '../platform/errors';
import type { RecordedEvent } from '../eventstore/port';

export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(422, 'Deze Idempotency-Key is al gebruikt voor een ander verzoek. Gebruik een nieuwe sleutel per verzoek.');
  }
}

/**
 * What a step of a request (a slot or e-mail reservation) found when its command had been handled
 * before: the first event of that handling. A step goes on with that event only when it is the one
 * the step itself appends; anything else under its id means the id stands for another command, and
 * going on would skip the step (a plan limit, say) for free.
 */
export function replayedAs(replayOf: RecordedEvent | undefined, type: string): RecordedEvent | undefined {
  if (replayOf !== undefined && replayOf.type !== type) throw new IdempotencyKeyReusedError();
  return replayOf;
}
