import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CalendarFeedScopeName, CalendarFeedView } from '../../../../../contracts/calendar-feed';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { CALENDAR_FEED_PATH, calendarFeedActions, useCalendarFeed } from '../api/calendar-feed';
import './calendar-feed-card.css';

const SCOPES: { value: CalendarFeedScopeName; label: string }[] = [
  { value: 'werkruimte', label: 'Alle gesprekken van de werkruimte' },
  { value: 'eigen', label: 'Alleen mijn gesprekken (die ik heb gepland)' },
];

type Confirming = 'renew' | 'revoke' | null;

/** Profiel → Meldingen: the personal calendar address (make, copy, replace, revoke). */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [scope, setScope] = useState<CalendarFeedScopeName | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const action = useAsyncAction((failure) => errorMessage(failure, 'Het agenda-adres kon niet worden bijgewerkt'));
  const current = feed.data?.abonnement ?? null;
  const chosen = scope ?? current?.scope ?? 'werkruimte';

  async function change(run: () => Promise<CalendarFeedView>, done: string) {
    await action.run(async () => {
      await mutate(CALENDAR_FEED_PATH, await run(), { revalidate: false });
      setConfirming(null);
      toast.success(done);
    });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Agenda-adres gekopieerd');
    } catch {
      toast.error('Kopiëren is niet gelukt. Selecteer het adres en kopieer het zelf.');
    }
  }

  return (
    <section className="card calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">Agenda-abonnement</h2>
      <p>
        Zie je geplande en open POP-gesprekken in Outlook, Google Agenda of Apple Agenda. Abonneer je daar op dit persoonlijke adres; je
        agenda haalt wijzigingen vanzelf op. Er staan geen verslagen, notities of e-mailadressen in.
      </p>
      <p className="muted small">Houd het adres geheim: wie het heeft, ziet de gesprekken. Maak een nieuw adres als het is uitgelekt.</p>
      <fieldset className="calendar-feed__scope">
        <legend>Welke gesprekken</legend>
        {SCOPES.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="calendar-feed-scope"
              value={option.value}
              checked={chosen === option.value}
              onChange={() => setScope(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      {feed.error ? <Alert tone="error">{errorMessage(feed.error, 'Het agenda-adres kon niet worden geladen')}</Alert> : null}
      {action.error && !confirming ? <Alert tone="error">{action.error}</Alert> : null}
      {current ? (
        <>
          <label htmlFor="calendar-feed-url">Je agenda-adres</label>
          <input id="calendar-feed-url" className="input" readOnly value={current.url} onFocus={(e) => e.currentTarget.select()} />
          {scope !== null && scope !== current.scope ? <p className="muted small">Een andere keuze geldt voor een nieuw adres.</p> : null}
          <div className="calendar-feed__actions">
            <Button variant="primary" onClick={() => void copy(current.url)}>
              Kopiëren
            </Button>
            <Button variant="secondary" onClick={() => setConfirming('renew')}>
              Nieuw adres
            </Button>
            <Button variant="ghost-danger" onClick={() => setConfirming('revoke')}>
              Intrekken
            </Button>
          </div>
        </>
      ) : (
        <Button
          variant="primary"
          disabled={action.busy || feed.isLoading}
          onClick={() => void change(() => calendarFeedActions.create(chosen), 'Agenda-adres gemaakt')}
        >
          Agenda-adres maken
        </Button>
      )}
      <ConfirmModal
        open={confirming !== null}
        title={confirming === 'revoke' ? 'Agenda-adres intrekken' : 'Nieuw agenda-adres'}
        confirmLabel={confirming === 'revoke' ? 'Intrekken' : 'Nieuw adres maken'}
        busy={action.busy}
        error={action.error}
        onConfirm={() =>
          void (confirming === 'revoke'
            ? change(calendarFeedActions.revoke, 'Agenda-adres ingetrokken')
            : change(() => calendarFeedActions.create(chosen), 'Nieuw agenda-adres gemaakt'))
        }
        onCancel={() => setConfirming(null)}
      >
        <p className="modal-text">
          Het huidige adres werkt daarna meteen niet meer; agenda&apos;s die erop zijn geabonneerd tonen de gesprekken niet meer.
        </p>
      </ConfirmModal>
    </section>
  );
}
