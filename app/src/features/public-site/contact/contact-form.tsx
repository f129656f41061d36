import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { CONTACT_MESSAGE_MAX, contactMessages, contactProblem } from '../../../../../contracts/contact';
import { Icon } from '../../../ui/icon';
import { PageHeader } from '../../../ui/page-header';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/use-toast';
import { BackLink } from '../shared/back-link';
import { sendContactMessage } from './send-contact';
import './contact.css';

/** SPEC 9: after a message is sent, the visitor moves on after 1.5 s. */
export const CONTACT_REDIRECT_MS = 1500;

type Field = 'naam' | 'email' | 'bericht';
const empty = { naam: '', email: '', bericht: '' };

interface ContactFormProps {
  /** Prefilled for a signed-in user. */
  initial?: { naam: string; email: string };
  /** Where to go once sent: /dashboard when signed in, else / (SPEC 4). */
  doneTo: string;
}

/** SPEC 2, Contact: name, e-mail and message with a counter; the send button sits in the header bar. */
export function ContactForm({ initial, doneTo }: ContactFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState({ ...empty, ...initial });
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!sent) return undefined;
    const timer = window.setTimeout(() => navigate(doneTo), CONTACT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, doneTo, navigate]);

  /** The name, value and onChange of a field; typing in a field clears its error. */
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (error?.field === field) setError(null);
    },
  });
  const errorOf = (field: Field) => (error?.field === field ? error.message : undefined);
  const length = values.bericht.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || sent) return;
    const problem = contactProblem(values);
    if (problem) {
      setError({ field: problem.field, message: problem.message });
      toast.error(problem.title, problem.message);
      (form.current?.elements.namedItem(problem.field) as HTMLElement | null)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactMessage({
        naam: values.naam.trim(),
        email: values.email.trim(),
        bericht: values.bericht.trim(),
        ...(website ? { website } : {}),
      });
      toast.success(contactMessages.sent.title, contactMessages.sent.message);
      setValues({ ...empty, ...initial });
      setSent(true);
    } catch (err) {
      toast.error(contactMessages.failed.title, errorMessage(err, contactMessages.failed.message));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <BackLink />
      <PageHeader
        title="Contact"
        subtitle="Een vraag, een idee of hulp nodig? Stuur ons een bericht; we antwoorden per e-mail."
        actions={
          <button type="submit" form="contact-form" className="button button--primary" disabled={sending || sent}>
            <Icon name="mail" size={16} /> {sending ? 'Verzenden...' : 'Verzenden'}
          </button>
        }
      />
      {sent ? (
        <p className="contact__sent" role="status">
          <Icon name="checkCircle" size={18} /> {contactMessages.sent.title} - {contactMessages.sent.message}
        </p>
      ) : null}
      <form ref={form} id="contact-form" className="card contact" noValidate onSubmit={submit}>
        <TextField label="Naam" autoComplete="name" {...fieldProps('naam')} error={errorOf('naam')} />
        <TextField label="E-mailadres" type="email" autoComplete="email" {...fieldProps('email')} error={errorOf('email')} />
        <TextAreaField
          label="Bericht"
          rows={8}
          {...fieldProps('bericht')}
          aria-invalid={errorOf('bericht') ? true : undefined}
          aria-describedby="contact-counter"
        />
        <p id="contact-counter" className={length > CONTACT_MESSAGE_MAX ? 'contact__counter contact__counter--over' : 'contact__counter'}>
          {length}/{CONTACT_MESSAGE_MAX} karakters
        </p>
        {error?.field === 'bericht' ? <p className="field__error">{error.message}</p> : null}
        {/* Hidden from people (and their screen readers): only a bot fills this in. */}
        <div className="contact__trap" aria-hidden="true">
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </label>
        </div>
      </form>
    </>
  );
}
