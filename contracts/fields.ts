import { z } from 'zod';
import { isCalendarDate, parseDutchDateTime } from './dutch-time';

/**
 * Field schemas shared by the request schemas. They accept exactly what the read models' columns
 * take, so an accepted command can never become an event a projection cannot apply.
 */

/** Integer ids are 32-bit in every read model; a larger one cannot exist. */
export const MAX_ID = 2 ** 31 - 1;

/** C0 controls but tab, newline and carriage return, and DEL: PostgreSQL text refuses NUL, none are typed by people. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const INVALID_CHARACTERS = 'De tekst bevat ongeldige tekens';

/** True when PostgreSQL can store the text and it holds nothing a person cannot type. */
export const isCleanText = (value: string) => !CONTROL.test(value) && value.isWellFormed();

/** The Dutch message for a text over its limit, e.g. 'Naam mag maximaal 200 karakters bevatten'. */
export const tooLongMessage = (what: string, max: number) => `${what} mag maximaal ${max} karakters bevatten`;

/** Any text field: a string without control characters or broken surrogates, at most `max` characters. */
export const text = (max: number, tooLong: string, required = 'Dit veld is verplicht') =>
  z.string({ error: required }).max(max, tooLong).refine(isCleanText, INVALID_CHARACTERS);

/** Trimmed and not blank. */
export const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).refine(isCleanText, INVALID_CHARACTERS);

/** Line and paragraph breaks and tabs (also Unicode's NEL, line and paragraph separators). */
const LINE_BREAK = /[\t\n\v\f\r\u0085\u2028\u2029]/;
export const SINGLE_LINE = 'De tekst moet op één regel staan, zonder regeleinden of tabs';

/** True when the text is one line: names and titles go into mail lines, headers and invitations. */
export const isSingleLine = (value: string) => !LINE_BREAK.test(value);

/** A name or title: trimmed, not blank, one line (a name with paragraphs could pass for a mail of its own). */
export const singleLineText = (max: number, required: string, tooLong: string) =>
  requiredText(max, required, tooLong).refine(isSingleLine, SINGLE_LINE);

export const emailAddress = (message: string, required = message) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, message)
    .pipe(z.email({ error: message }));

/** A positive 32-bit integer in a JSON body. */
export const idNumber = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** The same, also from a string (query strings, form fields). */
export const idCoerced = (message: string) => z.coerce.number({ error: message }).pipe(idNumber(message));

/** A path id: anything but a positive 32-bit integer cannot exist, so the edge answers 404 with `notFound`. */
export const idParam = (notFound: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, notFound)
    .transform(Number)
    .refine((id) => id > 0 && id <= MAX_ID, notFound)
    .meta({ description: 'Integer id' });

/** '1'/'true' or '0'/'false' in a query string. */
export const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'Gebruik 1 of 0' })
  .transform((value) => value === '1' || value === 'true');

/** An existing calendar day 'YYYY-MM-DD' between 1900 and 2199 (checked by round trip). */
export const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

/** A Dutch wall-clock 'YYYY-MM-DDTHH:mm' or an ISO instant with offset; becomes the UTC ISO string. */
export const dutchDateTime = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .transform((value, ctx) => {
      const parsed = parseDutchDateTime(value);
      if (!parsed) ctx.addIssue({ code: 'custom', message: invalid });
      return parsed ?? '';
    })
    .meta({ description: 'Dutch wall-clock time YYYY-MM-DDTHH:mm, or an ISO 8601 instant with offset', example: '2027-03-15T10:00' });

/** An ISO 8601 instant with offset in a query string; becomes a Date. */
export const instantQuery = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine((v) => parseDutchDateTime(v) !== null, message)
    .transform((v) => new Date(v));

/** A UTC ISO timestamp in a response. */
export const isoTime = z.string().meta({ format: 'date-time' });

/** `{ message }`: what every error and many confirmations answer. */
export const messageResponse = z.object({ message: z.string() }).meta({ id: 'Message' });
