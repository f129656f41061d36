// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WebhookDeliveryView, WebhookView } from '../../../../../contracts/webhooks';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { WebhooksCard } from './webhooks-card';

const ID = '11111111-2222-4333-8444-555555555555';
const hook = (over: Partial<WebhookView> = {}): WebhookView => ({
  id: ID,
  url: 'https://hr.example.nl/pop',
  events: ['conversation.planned', 'employee.created'],
  actief: true,
  uitgeschakeld: null,
  aangemaakt_op: '2026-11-27T10:00:00.000Z',
  ...over,
});
const delivery = (over: Partial<WebhookDeliveryView> = {}): WebhookDeliveryView => ({
  id: '7',
  type: 'conversation.planned',
  status: 'mislukt',
  aantal_pogingen: 9,
  laatste_statuscode: 500,
  laatste_poging_op: '2026-11-27T10:00:00.000Z',
  volgende_poging_op: null,
  aangemaakt_op: '2026-11-24T10:00:00.000Z',
  pogingen: [],
  ...over,
});

describe('the webhooks card', () => {
  it('adds a webhook for the chosen events and shows its secret once', async () => {
    let hooks: WebhookView[] = [];
    const api = fakeApi({
      'GET /webhooks': () => ({ webhooks: hooks }),
      'POST /webhooks': (request) => {
        const body = request.body as { url: string; events: WebhookView['events'] };
        hooks = [hook({ url: body.url, events: body.events })];
        return reply(201, { webhook: hooks[0], geheim: 'whsec_eenmaligGeheim' });
      },
    });
    const { user } = renderWithApp(<WebhooksCard />);
    expect(await screen.findByRole('heading', { name: 'Webhooks' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adres (https)'), 'https://hr.example.nl/pop');
    await user.click(screen.getByRole('checkbox', { name: 'Medewerker toegevoegd' }));
    await user.click(screen.getByRole('button', { name: 'Webhook toevoegen' }));
    expect(await screen.findByLabelText('Ondertekengeheim')).toHaveValue('whsec_eenmaligGeheim');
    expect(screen.getByText(/het wordt niet meer getoond/)).toBeInTheDocument();
    expect(api.sent('POST /webhooks')[0]!.body).toEqual({
      url: 'https://hr.example.nl/pop',
      events: ['conversation.planned', 'employee.created'],
    });
    expect(await screen.findByText('https://hr.example.nl/pop', { selector: '.webhooks__url' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ik heb het geheim bewaard' }));
    expect(screen.queryByLabelText('Ondertekengeheim')).not.toBeInTheDocument();
  });

  it('shows a refused address in Dutch', async () => {
    fakeApi({
      'GET /webhooks': () => ({ webhooks: [] }),
      'POST /webhooks': () => reply(422, { message: 'Dit adres is niet toegestaan: webhooks gaan niet naar interne adressen.' }),
    });
    const { user } = renderWithApp(<WebhooksCard />);
    await user.type(await screen.findByLabelText('Adres (https)'), 'https://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: 'Webhook toevoegen' }));
    expect(await screen.findByText(/Dit adres is niet toegestaan/)).toBeInTheDocument();
  });

  it('shows a switched-off webhook, turns it on, lists its deliveries and sends one again', async () => {
    let current = hook({ actief: false, uitgeschakeld: 'mislukt' });
    const api = fakeApi({
      'GET /webhooks': () => ({ webhooks: [current] }),
      [`PUT /webhooks/${ID}`]: (request) => {
        current = hook({ actief: (request.body as { actief: boolean }).actief });
        return { webhook: current };
      },
      [`GET /webhooks/${ID}/deliveries`]: () => ({ leveringen: [delivery()] }),
      [`POST /webhooks/${ID}/deliveries/7/resend`]: () => ({ levering: delivery({ status: 'afgeleverd', laatste_statuscode: 200 }) }),
    });
    const { user } = renderWithApp(<WebhooksCard />);
    expect(await screen.findByText(/Uitgezet na 3 dagen mislukte leveringen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leveringen' }));
    const row = (await screen.findByRole('cell', { name: 'Gesprek gepland' })).closest('tr')!;
    expect(within(row).getByText('Mislukt')).toBeInTheDocument();
    expect(within(row).getByText('500')).toBeInTheDocument();
    // Nothing is sent to a switched-off webhook, also not by hand.
    expect(within(row).getByRole('button', { name: /Opnieuw versturen/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Aanzetten' }));
    expect(api.sent(`PUT /webhooks/${ID}`)[0]!.body).toEqual({ actief: true });
    await vi.waitFor(() => expect(within(row).getByRole('button', { name: /Opnieuw versturen/ })).toBeEnabled());
    await user.click(within(row).getByRole('button', { name: /Opnieuw versturen/ }));
    await vi.waitFor(() => expect(api.sent(`POST /webhooks/${ID}/deliveries/7/resend`)).toHaveLength(1));
    expect(await screen.findByText('Opnieuw verstuurd en afgeleverd')).toBeInTheDocument();
  });
});
