// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ConversationAiActions } from './conversation-ai-actions';
import { ImproveButton } from './improve-button';
import { LibraryAddMany } from './library-add-many';
import { TrendWizard } from './trend-wizard';

const company = { id: 3, naam: 'Acme', branche: 'ICT', actief: true, medewerkers_aantal: 4 };
const CREDITS = { 'GET /hr/ai-credits': () => ({ message: '', credits: { creditsUsed: 0, creditsLimit: 10, unlimited: false } }) };

describe('AI error texts (SPEC 8)', () => {
  it('shows the server message about AI credits in the improve result modal, and keeps the apply button away', async () => {
    fakeApi({
      ...CREDITS,
      'POST /pop/ai-improve': () => reply(403, { message: 'Je AI credits voor deze maand zijn op (10 van 10 gebruikt).' }),
    });
    const { user } = renderWithApp(<ImproveButton text="tekst" kind="doel" onApply={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'AI verbeteren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doel verbeteren met AI' });
    expect(await within(dialog).findByText('Je AI credits voor deze maand zijn op (10 van 10 gebruikt).')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Toepassen' })).not.toBeInTheDocument();
  });

  it('falls back to the memo text when improving the note fails for another reason', async () => {
    fakeApi({ ...CREDITS, 'POST /pop/ai-improve': () => reply(500, { message: 'Er is een fout opgetreden. Probeer het later opnieuw.' }) });
    const { user } = renderWithApp(<ImproveButton text="tekst" kind="verslag" onApply={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'AI verbeteren' }));
    expect(await screen.findByText('Er is een fout opgetreden bij het verbeteren van de memo met AI')).toBeInTheDocument();
  });

  it('is disabled without text (SPEC 5)', () => {
    fakeApi(CREDITS);
    renderWithApp(<ImproveButton text="  " kind="doel" onApply={() => undefined} />);
    expect(screen.getByRole('button', { name: 'AI verbeteren' })).toBeDisabled();
  });

  it('says AI is unavailable when the server says so, else the report and tips fallbacks', async () => {
    const unavailable =
      'AI is tijdelijk niet beschikbaar: de AI-dienst reageerde niet op tijd. Probeer het later opnieuw; er is geen AI credit gebruikt.';
    fakeApi({
      ...CREDITS,
      'POST /pop/7/ai-report': () => reply(503, { message: unavailable }),
      'POST /pop/7/ai-tips': () => reply(500, { message: 'x' }),
    });
    const { user } = renderWithApp(<ConversationAiActions conversationId={7} />);
    await user.click(screen.getByRole('button', { name: 'Samenvatting maken' }));
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Sluiten' }).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Tips geven' }));
    expect(await screen.findByText('Er is een fout opgetreden bij het genereren van de AI tips')).toBeInTheDocument();
  });

  it('shows the suggestions fallback, and the add-many failure text when adding the selection fails', async () => {
    let failSuggestions = true;
    fakeApi({
      ...CREDITS,
      'POST /goals/ai-suggestions': () => (failSuggestions ? reply(500, {}) : { suggestions: ['Doel A', 'Doel B'] }),
      'POST /goals': () => reply(500, {}),
    });
    const { user } = renderWithApp(<LibraryAddMany kind="goal" onAdded={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'AI suggesties' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI suggesties voor doelen' });
    await user.type(within(dialog).getByLabelText('Onderwerp'), 'plannen');
    await user.click(within(dialog).getByRole('button', { name: 'Suggesties ophalen' }));
    expect(await within(dialog).findByText('Er is een fout opgetreden bij het ophalen van AI suggesties')).toBeInTheDocument();
    failSuggestions = false;
    await user.click(within(dialog).getByRole('button', { name: 'Suggesties ophalen' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Doel A' }));
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen (1)' }));
    expect(await within(dialog).findByText('Fout bij toevoegen van geselecteerde doelen')).toBeInTheDocument();
  });

  it('wizard: company and status are required, a company load failure and an analysis failure have their texts', async () => {
    let companiesFail = true;
    fakeApi({
      ...CREDITS,
      'GET /companies': () => (companiesFail ? reply(500, {}) : [company]),
      'POST /pop/ai-trend-analysis': () => reply(500, { message: 'boom' }),
    });
    const { user } = renderWithApp(<TrendWizard />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Fout bij ophalen bedrijven')).toBeInTheDocument();
    companiesFail = false;
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByText('Selecteer eerst een bedrijf')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Acme/ }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    for (const status of ['Gepland', 'Open', 'Afgerond']) await user.click(screen.getByRole('checkbox', { name: status }));
    await user.click(screen.getByRole('button', { name: 'Analyse starten' }));
    expect(screen.getByText('Selecteer minimaal één status')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Analyse starten' }));
    expect(await screen.findByText('Fout bij genereren analyse. Probeer het opnieuw.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opnieuw beginnen' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('radio', { name: /Acme/ }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    // Reset: all statuses selected again (SPEC 4).
    for (const status of ['Gepland', 'Open', 'Afgerond']) expect(screen.getByRole('checkbox', { name: status })).toBeChecked();
  });
});
