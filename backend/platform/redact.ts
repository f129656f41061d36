/**
 * Error texts end up in places that outlive an erasure (the dead-letter table's `error` column, log
 * files), and drivers like to quote the offending value: an SMTP server the rejected recipient,
 * PostgreSQL the duplicate key (`Key (email)=(jan@x.nl)`), a projection the name it choked on.
 * Those places keep the error, not the person: addresses and quoted key values are masked.
 */
const ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** PostgreSQL's detail of a constraint: `Key (naam, email)=(Jan Jansen, jan@x.nl)`. */
const KEY_VALUES = /(\bKey \([^)]*\)=)\((?:[^()]|\([^()]*\))*\)/g;

export const REDACTED_ADDRESS = '[e-mailadres]';
export const REDACTED_VALUES = '(…)';

export function redactPersonal(text: string): string {
  return text.replace(KEY_VALUES, `$1${REDACTED_VALUES}`).replace(ADDRESS, REDACTED_ADDRESS);
}
