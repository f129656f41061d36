import { AppError } from '../../platform/errors';

/**
 * The AI provider did not give a usable answer (timeout, server error, unreadable output). 503 with a
 * Dutch message that says AI is unavailable (the app shows such messages, SPEC 8) and that the call
 * cost no credit.
 */
export class AiUnavailableError extends AppError {
  constructor(readonly reason: 'timeout' | 'server' | 'output' | 'connection') {
    super(503, AiUnavailableError.messageFor(reason));
  }

  static messageFor(reason: AiUnavailableError['reason']): string {
    const why = {
      timeout: 'de AI-dienst reageerde niet op tijd',
      server: 'de AI-dienst gaf een foutmelding',
      output: 'de AI-dienst gaf een onbruikbaar antwoord',
      connection: 'de AI-dienst is niet bereikbaar',
    }[reason];
    return `AI is tijdelijk niet beschikbaar: ${why}. Probeer het later opnieuw; er is geen AI credit gebruikt.`;
  }
}
