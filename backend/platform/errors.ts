/** Typed errors thrown anywhere in the backend; the error middleware maps them to HTTP answers. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Niet ingelogd') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Geen toegang') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Niet gevonden') {
    super(404, message);
  }
}

/** `value` when there is one; a NotFoundError with `message` when not (a missing row, or another user's). */
export function orNotFound<T>(value: T | null | undefined, message?: string): T {
  if (!value) throw new NotFoundError(message);
  return value;
}

export class ConflictError extends AppError {
  constructor(message = 'De gegevens zijn intussen gewijzigd. Probeer het opnieuw.') {
    super(409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * A command was stored, but a read model cannot show it yet. 503, not 202: every client of
 * ours (the app's fetcher, SWR) reads a 2xx as "done, here is the result" and would take
 * `{message}` for the entity; the read side the route promises is unavailable, which is a
 * server-side, temporary condition. The message says the change is kept, so nobody redoes it.
 */
export class ChangeNotVisibleError extends AppError {
  constructor(
    readonly reason: 'failing' | 'parked' | 'late',
    readonly projection: string,
  ) {
    super(503, CHANGE_NOT_VISIBLE[reason]);
  }
}

const CHANGE_NOT_VISIBLE: Record<ChangeNotVisibleError['reason'], string> = {
  failing:
    'Je wijziging is opgeslagen, maar is door een storing nog niet zichtbaar. Vernieuw de pagina over een paar minuten en voer de wijziging niet opnieuw in.',
  parked:
    'Je wijziging is opgeslagen, maar kon niet in de overzichten worden verwerkt. Voer de wijziging niet opnieuw in; de beheerder kan dit herstellen.',
  late: 'Je wijziging is opgeslagen, maar het is even druk: ze is nog niet zichtbaar. Vernieuw de pagina over enkele ogenblikken en voer de wijziging niet opnieuw in.',
};

/** A session was asked for right after a change of the account that the read model does not show yet, even after waiting. */
export class SessionNotVisibleError extends AppError {
  readonly retryAfterSeconds = 5;
  constructor() {
    super(503, 'Je gegevens zijn opgeslagen, maar nog niet zichtbaar. Log over enkele ogenblikken in om verder te gaan.');
  }
}

/** The database did not answer in time or could not be reached. */
export class DatabaseUnavailableError extends AppError {
  readonly retryAfterSeconds = 5;
  constructor(message = 'De database is tijdelijk niet bereikbaar. Probeer het over enkele ogenblikken opnieuw.') {
    super(503, message);
  }
}
