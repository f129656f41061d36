import { useSWRConfig } from 'swr';
import type { MailSwitches } from '../../../../../contracts/mail-switches';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { Loading } from '../../../ui/loading';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { MAIL_SWITCHES_PATH, saveMailSwitches, useMailSwitches } from '../api/mail-switches';

const SWITCHES: { name: keyof MailSwitches; label: string; hint: string }[] = [
  {
    name: 'herinneringen',
    label: 'Herinneringen',
    hint: 'Een mail voor een gepland gesprek, zo lang vooraf als de werkruimte heeft ingesteld.',
  },
  {
    name: 'overzicht_verlopen_doelen',
    label: 'Wekelijks overzicht verlopen doelen',
    hint: 'Op maandag om 08:00 de doelen waarvan de deadline voorbij is en die nog niet bereikt zijn.',
  },
];

/**
 * Profiel → Meldingen: which notification mails one's own address gets. The same switches as the
 * 'Afmelden' link in those mails; agenda-uitnodigingen are not notifications and always go.
 */
export function MailSwitchesCard() {
  const switches = useMailSwitches();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const action = useAsyncAction((failure) => errorMessage(failure, 'De meldingen konden niet worden opgeslagen'));

  async function toggle(name: keyof MailSwitches, on: boolean) {
    if (!switches.data) return;
    await action.run(async () => {
      await mutate(MAIL_SWITCHES_PATH, await saveMailSwitches({ ...switches.data!, [name]: on }), { revalidate: false });
      toast.success(on ? 'Melding aangezet' : 'Melding uitgezet');
    });
  }

  return (
    <section className="card" aria-labelledby="mail-switches-title">
      <h2 id="mail-switches-title">Meldingen per e-mail</h2>
      <p className="muted small">Agenda-uitnodigingen en hun wijzigingen krijg je altijd.</p>
      {switches.error ? <Alert tone="error">{errorMessage(switches.error, 'De meldingen konden niet worden geladen')}</Alert> : null}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {!switches.data ? (
        switches.error ? null : (
          <Loading variant="inline" />
        )
      ) : (
        SWITCHES.map((s) => (
          <div key={s.name}>
            <Checkbox label={s.label} checked={switches.data![s.name]} disabled={action.busy} onChange={(on) => void toggle(s.name, on)} />
            <p className="muted small">{s.hint}</p>
          </div>
        ))
      )}
    </section>
  );
}
