import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../ui/modal';
import { Button } from '../../../ui/button';

const STEPS = [
  {
    title: 'Maak een bedrijf aan',
    text: 'Begin met het bedrijf waarvoor je POP-gesprekken voert. Je kunt later meer bedrijven toevoegen.',
    to: '/companies',
  },
  {
    title: 'Voeg medewerkers toe',
    text: 'Voeg medewerkers één voor één toe of importeer ze in één keer uit een Excel-bestand.',
    to: '/employees',
  },
  {
    title: 'Leg doelen en ambities vast',
    text: 'Bouw een bibliotheek van doelen en ambities op die je in gesprekken hergebruikt.',
    to: '/goals',
  },
  {
    title: 'Plan je eerste POP-gesprek',
    text: 'Plan een gesprek, stuur een uitnodiging en houd de voortgang van doelen bij.',
    to: '/dashboard',
  },
];

/** Four steps for a new user: at most once per browser session, and only without companies. */
export function WelcomeModal({ userId, companies }: { userId: number; companies: number | undefined }) {
  const key = `welcome-shown-${userId}`;
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const navigate = useNavigate();

  // Whenever the number of companies becomes known (or changes) and is 0, and the welcome was not
  // shown in this browser session yet, it opens; decided while rendering, so it opens with the page.
  const [companiesSeen, setCompaniesSeen] = useState<number | undefined>(undefined);
  if (companiesSeen !== companies) {
    setCompaniesSeen(companies);
    if (companies === 0 && !sessionStorage.getItem(key)) setOpen(true);
  }
  // The session remembers it once it is on screen.
  useEffect(() => {
    if (open) sessionStorage.setItem(key, '1');
  }, [open, key]);

  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;
  return (
    <Modal
      open={open}
      title={`Welkom bij POP Planner — stap ${step + 1} van ${STEPS.length}`}
      onClose={() => setOpen(false)}
      footer={
        <>
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              Vorige
            </Button>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (!last) return setStep(step + 1);
              setOpen(false);
              navigate(STEPS[0]!.to);
            }}
          >
            {last ? 'Aan de slag' : 'Volgende'}
          </button>
        </>
      }
    >
      <ol className="welcome-steps plain-list" aria-label="Stappen">
        {STEPS.map((s, i) => (
          <li key={s.title} className={i === step ? 'welcome-steps__item welcome-steps__item--active' : 'welcome-steps__item'}>
            {i + 1}
          </li>
        ))}
      </ol>
      <h3 className="welcome-title">{current.title}</h3>
      <p>{current.text}</p>
    </Modal>
  );
}
