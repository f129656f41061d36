import type { Page } from 'playwright-core';
import type { Director } from './director';
import type { DemoData } from './demo-data';

export interface SceneContext {
  base: string;
  data: DemoData;
  /** The 6-digit code of the last two-factor mail to the demo account after `after` mails. */
  twoFactorCode(after: number): Promise<string>;
  mailCount(): number;
}

const dialog = (page: Page) => page.getByRole('dialog').last();

/** The seven recordings of the help centre, by video id (app/src/features/public-site/help/help-content.ts). */
export const scenes: Record<string, (d: Director, ctx: SceneContext) => Promise<void>> = {
  async rondleiding(d, { base }) {
    const { page } = d;
    await d.open(`${base}/dashboard`, 'Het dashboard: je bedrijven, medewerkers en gesprekken per status in één oogopslag.', 2500);
    await d.pointAt(page.getByRole('link', { name: /Open gesprekken/ }));
    d.caption('Klik op een telling om de gesprekken met die status te zien.');
    await d.pause(1800);
    await d.pointAt(page.getByRole('heading', { name: 'Geplande gesprekken' }));
    d.caption('De eerstvolgende geplande en de open gesprekken staan direct klaar.');
    await d.pause(2500);
    d.caption('Verder naar beneden: de gespreksstatistieken en je recente activiteit.');
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(0, 70);
      await d.pause(90);
    }
    await d.pause(2200);
    d.caption('Via het menu ga je naar bedrijven, medewerkers, templates, gesprekken en de kalender.');
    await d.pointAt(page.getByRole('link', { name: 'Bedrijfsregistratie' }));
    await d.pause(700);
    await d.pointAt(page.getByRole('link', { name: 'Mijn templates' }));
    await d.pause(700);
    await d.click(page.getByRole('link', { name: 'Gesprekkenlijst' }), 1500);
    d.caption('Hier staan al je POP-gesprekken, met voortgang en status.');
    await d.pause(2500);
  },

  async 'bedrijf-registreren'(d, { base }) {
    const { page } = d;
    await d.open(`${base}/companies`, 'Op Bedrijven staan alle bedrijven waarvoor je POP-gesprekken voert.', 2200);
    d.caption('Klik op Nieuw bedrijf en vul de naam in.');
    await d.click(page.getByRole('button', { name: 'Nieuw bedrijf' }));
    await d.type(dialog(page).getByLabel('Naam', { exact: true }), 'Kinderopvang De Vlinder');
    d.caption('Kies de branche uit de lijst: zo vind je later de juiste gesprekstemplates.');
    await d.click(dialog(page).getByRole('button', { name: 'Kies branche' }));
    await d.type(dialog(page).getByRole('searchbox'), 'onderw');
    await d.click(dialog(page).getByRole('button', { name: 'Onderwijs' }));
    d.caption('Sla op: het bedrijf staat nu in je overzicht.');
    await d.click(dialog(page).getByRole('button', { name: 'Opslaan' }), 2000);
    await d.pointAt(page.getByRole('heading', { name: 'Kinderopvang De Vlinder' }));
    await d.pause(2000);
  },

  async 'medewerkers-importeren'(d, { base, data }) {
    const { page } = d;
    await d.open(`${base}/employees`, 'Op Medewerkers beheer je iedereen met wie je POP-gesprekken voert.', 2200);
    d.caption('Voeg een medewerker toe met naam, e-mailadres en bedrijf.');
    await d.click(page.getByRole('button', { name: 'Nieuwe medewerker' }));
    await d.type(dialog(page).getByLabel('Naam', { exact: true }), 'Femke Willems');
    await d.type(dialog(page).getByLabel('E-mail'), 'femke.willems@bakkerij-van-dam.example');
    await d.choose(dialog(page).getByLabel('Bedrijf', { exact: true }), 'Bakkerij Van Dam');
    await d.click(dialog(page).getByRole('button', { name: 'Opslaan' }), 1500);
    d.caption('Staan je medewerkers al in Excel? Kies Importeren.');
    await d.click(page.getByRole('button', { name: 'Importeren' }));
    d.caption('Kies een .xls- of .xlsx-bestand met de kolommen Volledige naam, Email en Bedrijf.');
    await d.pointAt(dialog(page).getByRole('button', { name: 'Bestand' }));
    await dialog(page).locator('input[type="file"]').setInputFiles(data.importFile);
    await d.pause(1500);
    await d.click(dialog(page).getByRole('button', { name: 'Importeren' }), 2200);
    d.caption('Je ziet meteen hoeveel medewerkers zijn toegevoegd, en welke rijen niet, met de reden.');
    await d.pause(3000);
  },

  async 'gesprek-plannen'(d, { base }) {
    const { page } = d;
    await d.open(`${base}/pop-conversations`, 'In de gesprekkenlijst plan je een nieuw POP-gesprek.', 2000);
    await d.click(page.getByRole('button', { name: 'Nieuw gesprek' }));
    const modal = dialog(page);
    d.caption('Kies datum en tijd, het bedrijf en de medewerker.');
    await d.pointAt(modal.getByLabel('Datum en tijd'));
    await modal.getByLabel('Datum en tijd').fill('2026-12-15T10:00');
    await d.pause(700);
    await d.choose(modal.getByLabel('Bedrijf', { exact: true }), 'Bakkerij Van Dam');
    await d.pointAt(modal.getByLabel('Medewerker', { exact: true }));
    await modal.getByLabel('Medewerker', { exact: true }).selectOption({ index: 1 });
    await d.pause(700);
    d.caption('Neem de doelen van een gesprekstemplate over: zoek op functie of branche.');
    await d.click(modal.getByRole('radio', { name: 'Gesprekstemplate' }));
    await d.click(modal.getByRole('button', { name: 'Zoek een gesprekstemplate' }));
    await d.type(dialog(page).getByRole('searchbox'), 'verkoopmedewerker');
    await d.click(dialog(page).getByRole('list', { name: 'Zoekresultaten' }).getByRole('button').first(), 1500);
    await d.click(dialog(page).getByRole('button', { name: 'Kies deze template' }));
    d.caption('Vink aan dat de medewerker een bevestiging met agenda-uitnodiging krijgt, en plan het gesprek.');
    await d.click(modal.getByRole('checkbox', { name: /bevestigingsmail/ }));
    await d.click(modal.getByRole('button', { name: 'Gesprek plannen' }), 2000);
    d.caption('Het gesprek staat gepland, met de doelen van de template.');
    await d.pause(2500);
  },

  async 'doelen-voortgang'(d, { base, data }) {
    const { page } = d;
    await d.open(`${base}/pop-conversations/${data.openConversationId}`, 'Open een gesprek; links kies je welk deel je wilt zien.', 2000);
    await d.click(page.getByRole('link', { name: /^Doelen \(/ }), 1200);
    d.caption('Per doel leg je de voortgang vast, van 0 tot 10, en een deadline.');
    const slider = page.getByRole('slider', { name: 'Voortgang' }).first();
    await d.click(slider, 300);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('ArrowRight');
      await d.pause(450);
    }
    await d.pointAt(page.getByText('Totale voortgang'));
    d.caption('De totale voortgang van het gesprek rekent meteen mee.');
    await d.pause(2200);
    d.caption('Een doel uit je bibliotheek voeg je in twee klikken toe.');
    await d.choose(page.getByLabel('Kies uit de doelenbibliotheek'), 'Feedback geven in teamoverleggen');
    await d.click(page.getByRole('button', { name: 'Doel toevoegen' }), 1500);
    d.caption('Ambities leg je op dezelfde manier vast.');
    await d.click(page.getByRole('link', { name: /^Ambities \(/ }), 1200);
    await d.type(page.getByLabel('Nieuwe ambitie'), 'Doorgroeien naar werkbegeleider');
    await d.click(page.getByRole('button', { name: 'Ambitie toevoegen' }), 2000);
    await d.pause(1500);
  },

  async 'ai-suggesties'(d, { base }) {
    const { page } = d;
    await d.open(`${base}/goals`, 'Op Doelen laat je de AI doelen voorstellen.', 2000);
    await d.click(page.getByRole('button', { name: 'AI suggesties' }));
    d.caption('Typ een onderwerp, zoals communicatie of leiderschap.');
    await d.type(dialog(page).getByLabel('Onderwerp'), 'communicatie');
    await d.click(dialog(page).getByRole('button', { name: 'Suggesties ophalen' }));
    await dialog(page).getByRole('checkbox').first().waitFor();
    d.caption('De voorstellen komen uit ruim 300 gesprekstemplates en je eigen gesprekken. Kies wat past.');
    await d.pause(1500);
    await d.click(dialog(page).getByRole('checkbox').nth(0), 500);
    await d.click(dialog(page).getByRole('checkbox').nth(2), 500);
    await d.click(dialog(page).getByRole('button', { name: /^Toevoegen \(/ }), 1800);
    d.caption('De gekozen doelen staan nu in je doelenbibliotheek.');
    await d.pause(2500);
  },

  async 'account-beveiligen'(d, { base, twoFactorCode, mailCount }) {
    const { page } = d;
    await d.open(`${base}/profile`, 'In je profiel zie je je account en je abonnement.', 2000);
    d.caption('Op het tabblad Beveiliging zet je tweestapsverificatie aan.');
    await d.click(page.getByRole('tab', { name: 'Beveiliging' }));
    const before = mailCount();
    await d.click(page.getByRole('button', { name: 'Inschakelen' }), 1200);
    d.caption('Je krijgt een code van zes cijfers per e-mail. Vul die in en bevestig.');
    const code = await twoFactorCode(before);
    await d.type(page.locator('input[autocomplete="one-time-code"]'), code);
    await d.click(page.getByRole('button', { name: 'Bevestigen' }), 1800);
    d.caption('Tweestapsverificatie staat aan: voortaan vraagt elke login om een nieuwe code.');
    await d.pause(3000);
  },
};
