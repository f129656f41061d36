// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_CATALOGUE, type SubscriptionTier } from '../../../../../contracts/plan-catalogue';
import { toApiPlan, type UserPlan } from '../../../../../contracts/plans';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { withSession } from '../../../test/session';
import { testUser } from '../../../test/users';
import { PlanLimitNotice } from './plan-limit-notice';
import { PricingView } from './pricing-view';
import { SubscriptionTab } from './subscription-tab';
import { UpgradeReturn } from './upgrade-return';

function userPlan(name: SubscriptionTier, over: Partial<UserPlan> = {}): UserPlan {
  return {
    ...toApiPlan(PLAN_CATALOGUE[name]),
    plan_type: name,
    plan_started_at: '2026-11-01T09:00:00.000Z',
    next_invoice_date: name === 'free' ? null : '2026-12-01T09:00:00.000Z',
    expected_payment_date: name === 'free' ? null : '2026-12-01T09:00:00.000Z',
    plan_expires_at: null,
    promo_code_used: null,
    usage: { companies: 0, employees: 0 },
    payment_mode: 'test',
    ...over,
  };
}
const plans = () => ({
  success: true,
  plans: (['free', 'starter', 'pro', 'enterprise'] as const).map((n) => toApiPlan(PLAN_CATALOGUE[n])),
});
const card = (name: string) => screen.getByRole('article', { name });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe('pricing (SPEC 2 and 6)', () => {
  it('sends a visitor who picks a plan to /login, and enterprise to Contact Sales', async () => {
    fakeApi({ 'GET /stripe/plans': plans });
    const { user } = renderWithApp(
      <Routes>
        <Route path="/prijzen" element={<PricingView signedIn={false} />} />
        <Route path="/login" element={<p>Inloggen</p>} />
      </Routes>,
      { route: '/prijzen' },
    );
    expect(await screen.findByText('Best choice')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('Best choice')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await user.click(within(card('Pro')).getByRole('button', { name: 'Kies Pro' }));
    expect(await screen.findByText('Inloggen')).toBeInTheDocument();
  });

  it('blocks downgrades from pro: Niet Beschikbaar, Downgrade Niet Mogelijk, Huidig plan without the badge', async () => {
    const api = fakeApi({ 'GET /stripe/plans': plans, 'GET /stripe/user-plan': () => ({ success: true, plan: userPlan('pro') }) });
    const { user } = renderWithApp(<PricingView signedIn />);
    await screen.findByRole('article', { name: 'Pro' });
    expect(within(card('Gratis')).getByRole('button', { name: 'Niet Beschikbaar' })).toBeInTheDocument();
    expect(within(card('Pro')).getByRole('button', { name: 'Huidig plan' })).toBeDisabled();
    expect(screen.queryByText('Best choice')).not.toBeInTheDocument();
    await user.click(within(card('Starter')).getByRole('button', { name: 'Downgrade Niet Mogelijk' }));
    expect(await screen.findByText('Downgrade niet mogelijk')).toBeInTheDocument();
    expect(api.sent('POST /stripe/create-checkout-session')).toHaveLength(0);
  });

  it('falls back to the built-in plans when they cannot be loaded (SPEC 8)', async () => {
    fakeApi({ 'GET /stripe/plans': () => reply(500, { message: 'stuk' }) });
    renderWithApp(<PricingView signedIn={false} />);
    expect(await screen.findByText('€249')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('walks the upgrade modal from confirm to processing, and back with the reason when it fails', async () => {
    const api = fakeApi({
      'GET /stripe/plans': plans,
      'GET /stripe/user-plan': () => ({ success: true, plan: userPlan('free') }),
      'POST /stripe/create-checkout-session': () => reply(503, { message: 'Betalen is op dit moment niet mogelijk.' }),
    });
    const { user } = renderWithApp(<PricingView signedIn />);
    await user.click(await screen.findByRole('button', { name: 'Kies Starter' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade naar Starter' });
    expect(within(dialog).getByText('Testmodus')).toBeInTheDocument();
    expect(within(dialog).getByText('Bevestigen').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(within(dialog).getByRole('button', { name: 'Doorgaan naar betalen' }));
    expect(await within(dialog).findByText('Betalen is op dit moment niet mogelijk.')).toBeInTheDocument();
    expect(within(dialog).getByText('Upgrade mislukt')).toBeInTheDocument();
    expect(api.sent('POST /stripe/create-checkout-session').map((r) => r.body)).toEqual([{ planType: 'starter' }]);
  });

  it('says so when the server opened no checkout', async () => {
    fakeApi({
      'GET /stripe/plans': plans,
      'GET /stripe/user-plan': () => ({ success: true, plan: userPlan('free') }),
      'POST /stripe/create-checkout-session': () => ({ success: true, sessionId: '', url: '', message: '' }),
    });
    const { user } = renderWithApp(<PricingView signedIn />);
    await user.click(await screen.findByRole('button', { name: 'Kies Pro' }));
    await user.click(screen.getByRole('button', { name: 'Doorgaan naar betalen' }));
    expect(await screen.findByText('Geen session ID ontvangen van de server')).toBeInTheDocument();
  });
});

describe('the Abonnement tab (SPEC 2, Profile)', () => {
  it('shows the dates, and on free the promo card: code in upper case, required, refused as Fout, then applied', async () => {
    let plan = userPlan('free');
    const api = fakeApi({
      'GET /stripe/user-plan': () => ({ success: true, plan }),
      'POST /stripe/apply-promo-code': ({ body }) => {
        if ((body as { promoCode: string }).promoCode !== 'WELKOM2026') return reply(400, { message: 'Ongeldige promo code' });
        plan = userPlan('starter', {
          plan_expires_at: '2027-02-01T09:00:00.000Z',
          promo_code_used: 'WELKOM2026',
          next_invoice_date: null,
          expected_payment_date: null,
        });
        return { success: true, message: 'Promo code WELKOM2026 toegepast: je hebt nu het Starter plan tot en met 01-02-2027.' };
      },
    });
    const changed = vi.fn();
    const { user } = renderWithApp(<SubscriptionTab onPlanChanged={changed} />);
    expect(await screen.findByText('Gebruik je promo code en upgrade gratis naar het Starter plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plan annuleren' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/prijzen');
    await user.click(screen.getByRole('button', { name: 'Promo code invoeren' }));
    const dialog = screen.getByRole('dialog', { name: 'Promo code invoeren' });
    await user.click(within(dialog).getByRole('button', { name: 'Toepassen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Voer een promo code in');
    await user.type(within(dialog).getByLabelText('Promo code'), 'gratis');
    expect(within(dialog).getByLabelText('Promo code')).toHaveValue('GRATIS');
    await user.click(within(dialog).getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('Ongeldige promo code')).toBeInTheDocument();
    expect(screen.getByText('Fout')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Promo code'));
    await user.type(within(dialog).getByLabelText('Promo code'), 'welkom2026');
    await user.click(within(dialog).getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('Promo code toegepast')).toBeInTheDocument();
    expect(changed).toHaveBeenCalled();
    expect(await screen.findByText('WELKOM2026')).toBeInTheDocument();
    expect(screen.getByText('01-02-2027')).toBeInTheDocument();
    expect(api.sent('POST /stripe/apply-promo-code').map((r) => r.body)).toEqual([{ promoCode: 'GRATIS' }, { promoCode: 'WELKOM2026' }]);
  });

  it('cancels a paid plan after confirmation and says Plan geannuleerd', async () => {
    let plan = userPlan('starter');
    const api = fakeApi({
      'GET /stripe/user-plan': () => ({ success: true, plan }),
      'POST /hr/cancel-plan': () => {
        plan = userPlan('free');
        return { success: true, message: 'Plan geannuleerd' };
      },
    });
    const { user } = renderWithApp(<SubscriptionTab onPlanChanged={() => undefined} />);
    expect(await screen.findByText('Verwachte betaaldatum')).toBeInTheDocument();
    expect(screen.getAllByText('01-12-2026').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Plan annuleren' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan annuleren' });
    await user.click(within(dialog).getByRole('button', { name: 'Plan annuleren' }));
    expect(await screen.findByText('Plan geannuleerd')).toBeInTheDocument();
    expect(api.sent('POST /hr/cancel-plan')).toHaveLength(1);
    expect(await screen.findByText('Heb je een promo code?')).toBeInTheDocument();
  });
});

describe('the Abonnement tab for a member who is not the owner', () => {
  it('shows the plan but offers no upgrade, cancel, promo code or payment portal', async () => {
    fakeApi({ 'GET /stripe/user-plan': () => ({ success: true, plan: userPlan('starter', { payment_mode: 'stripe' }) }) });
    const { ui } = withSession(testUser('hr_manager'), <SubscriptionTab onPlanChanged={() => undefined} />);
    renderWithApp(ui);
    expect(await screen.findByText('Alleen de eigenaar van de werkruimte beheert het abonnement.')).toBeInTheDocument();
    expect(screen.getByText('Verwachte betaaldatum')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plan annuleren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Betaalgegevens en facturen beheren' })).not.toBeInTheDocument();
  });
});

describe('the return from the payment page', () => {
  it('completes ?upgrade=success behind the overlay, says Upgrade voltooid! and clears the address', async () => {
    const api = fakeApi({ 'POST /stripe/complete-upgrade': () => ({ success: true, message: 'Upgrade voltooid!' }) });
    const upgraded = vi.fn();
    renderWithApp(
      <>
        <UpgradeReturn onUpgraded={upgraded} />
        <Where />
      </>,
      { route: '/profile?tab=abonnement&upgrade=success&plan=basic' },
    );
    expect(screen.getByText('Upgrade verwerken...')).toBeInTheDocument();
    expect(await screen.findByText('Je nieuwe plan is direct actief.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/profile\?tab=abonnement$/));
    expect(screen.queryByText('Upgrade verwerken...')).not.toBeInTheDocument();
    expect(upgraded).toHaveBeenCalledTimes(1);
    expect(api.sent('POST /stripe/complete-upgrade').map((r) => r.body)).toEqual([{ planType: 'starter' }]);
  });

  it('says Upgrade geannuleerd on ?upgrade=cancelled and clears the address', async () => {
    renderWithApp(
      <>
        <UpgradeReturn onUpgraded={() => undefined} />
        <Where />
      </>,
      { route: '/profile?upgrade=cancelled' },
    );
    expect(await screen.findByText('Je upgrade is geannuleerd. Je kunt het opnieuw proberen.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/profile$/));
  });

  it('shows Upgrade mislukt with the server message when the payment is refused', async () => {
    fakeApi({ 'POST /stripe/complete-upgrade': () => reply(400, { message: 'Er staat geen betaling open voor dit plan.' }) });
    renderWithApp(<UpgradeReturn onUpgraded={() => undefined} />, { route: '/profile?upgrade=success&plan=pro' });
    expect(await screen.findByText('Upgrade mislukt')).toBeInTheDocument();
    expect(screen.getByText('Er staat geen betaling open voor dit plan.')).toBeInTheDocument();
  });
});

describe('the plan-limit notice (SPEC 9)', () => {
  it('says why nothing new can be added, with the way to /prijzen, only at the limit', async () => {
    fakeApi({ 'GET /stripe/user-plan': () => ({ success: true, plan: userPlan('free', { usage: { companies: 1, employees: 6 } }) }) });
    renderWithApp(
      <>
        <PlanLimitNotice kind="employees" />
        <PlanLimitNotice kind="companies" />
      </>,
    );
    const notices = await screen.findAllByText('Limiet van je Gratis-abonnement bereikt');
    expect(notices).toHaveLength(2);
    expect(screen.getByText(/maximaal 5 medewerkers registreren en je hebt er nu 6/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Bekijk de plannen' })[0]).toHaveAttribute('href', '/prijzen');
  });

  it('stays away under the limit and on unlimited plans', async () => {
    const api = fakeApi({
      'GET /stripe/user-plan': () => ({ success: true, plan: userPlan('pro', { usage: { companies: 40, employees: 3 } }) }),
    });
    renderWithApp(<PlanLimitNotice kind="companies" />);
    await vi.waitFor(() => expect(api.sent('GET /stripe/user-plan')).toHaveLength(1));
    expect(screen.queryByText(/Limiet van je/)).not.toBeInTheDocument();
  });
});
