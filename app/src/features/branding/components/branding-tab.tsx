import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { accentColorProblem, contrastWithWhite, formatRatio } from '../../../../../contracts/branding';
import { errorMessage } from '../../../api/client';
import { BRANDING_PATH, useBranding } from '../../../lib/branding/workspace-look';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Loading } from '../../../ui/loading';
import { TextField } from '../../../ui/text-field';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { brandingActions } from '../api/branding';
import './branding-tab.css';

interface BrandingTabProps {
  /** The workspace is on enterprise now. */
  enterprise: boolean;
  /** The owner changes it; the other members see it. */
  canChange: boolean;
}

/** What enterprise would give, for the lower plans (Profiel → Huisstijl). */
function EnterpriseOffer() {
  return (
    <section className="card" aria-labelledby="branding-offer-title">
      <h2 id="branding-offer-title">Eigen huisstijl met Enterprise</h2>
      <p>Met het Enterprise-plan krijgt je werkruimte een eigen huisstijl:</p>
      <ul>
        <li>je eigen logo in de kop van de app, voor iedereen in de werkruimte;</li>
        <li>je logo en accentkleur in elke e-mail die POP Planner voor je werkruimte verstuurt;</li>
        <li>je logo op het geprinte gespreksverslag.</li>
      </ul>
      <p>
        <Link to="/prijzen">Bekijk de plannen</Link>
      </p>
    </section>
  );
}

/** Profiel → Huisstijl (issue 26): the workspace's logo and accent colour. */
export function BrandingTab({ enterprise, canChange }: BrandingTabProps) {
  const branding = useBranding();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const logo = useAsyncAction((failure) => errorMessage(failure, 'Het logo kon niet worden opgeslagen'));
  const color = useAsyncAction((failure) => errorMessage(failure, 'De kleur kon niet worden opgeslagen'));
  const [draft, setDraft] = useState<string | null>(null);
  if (!enterprise) return <EnterpriseOffer />;
  if (branding.error) return <Alert tone="error">{errorMessage(branding.error, 'De huisstijl kon niet worden geladen')}</Alert>;
  if (!branding.data) return <Loading variant="inline" />;
  const current = branding.data;
  const value = draft ?? current.accentkleur ?? '#0f5f5a';
  const problem = /^#[0-9a-fA-F]{6}$/.test(value) ? accentColorProblem(value) : null;

  async function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    await logo.run(async () => {
      const saved = await brandingActions.uploadLogo(file);
      await mutate(BRANDING_PATH, saved, { revalidate: false });
      toast.success('Logo opgeslagen');
    });
  }

  async function saveColor() {
    await color.run(async () => {
      const saved = await brandingActions.setAccentColor(value);
      await mutate(BRANDING_PATH, saved, { revalidate: false });
      setDraft(null);
      toast.success('Accentkleur opgeslagen');
    });
  }

  return (
    <div className="stack">
      <section className="card" aria-labelledby="branding-logo-title">
        <h2 id="branding-logo-title">Logo</h2>
        <p className="muted small">
          Komt in de kop van de app, in de e-mails van je werkruimte en op het geprinte verslag. PNG, JPEG of WebP, hoogstens 512 KB en 1000
          x 1000 pixels.
        </p>
        {current.logo_url ? (
          <img className="branding-tab__logo" src={current.logo_url} alt="Huidig logo" />
        ) : (
          <p className="muted">Nog geen logo.</p>
        )}
        {logo.error ? <Alert tone="error">{logo.error}</Alert> : null}
        {canChange ? (
          <label className="button button--secondary button--small branding-tab__file">
            {logo.busy ? 'Bezig met uploaden…' : 'Logo kiezen'}
            <input type="file" accept="image/png,image/jpeg,image/webp" disabled={logo.busy} onChange={(e) => void chooseLogo(e)} />
          </label>
        ) : null}
      </section>
      <section className="card" aria-labelledby="branding-color-title">
        <h2 id="branding-color-title">Accentkleur</h2>
        <p className="muted small">Voor knoppen en links. Witte tekst moet erop leesbaar blijven: een contrast van minstens 4,5:1.</p>
        {canChange ? (
          <div className="branding-tab__color">
            <input
              type="color"
              aria-label="Kies een kleur"
              value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
              onChange={(e) => setDraft(e.target.value)}
            />
            <TextField label="Kleur (#rrggbb)" value={value} onChange={setDraft} error={problem ?? undefined} />
            <span className="branding-tab__swatch" style={{ background: value }}>
              Voorbeeld {/^#[0-9a-fA-F]{6}$/.test(value) ? `${formatRatio(contrastWithWhite(value))}:1` : ''}
            </span>
          </div>
        ) : (
          <p>{current.accentkleur ?? 'Standaardkleur'}</p>
        )}
        {color.error ? <Alert tone="error">{color.error}</Alert> : null}
        {canChange ? (
          <Button variant="primary" size="small" disabled={color.busy} onClick={() => void saveColor()}>
            Kleur opslaan
          </Button>
        ) : (
          <p className="muted small">Alleen de eigenaar kan de huisstijl wijzigen.</p>
        )}
      </section>
    </div>
  );
}
