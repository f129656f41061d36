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

export class ConflictError extends AppError {
  constructor(message = 'De gegevens zijn intussen gewijzigd. Probeer het opnieuw.') {
    super(409, message);
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
