import type { Page } from 'playwright-core';
import { demoShots } from '../../app/src/features/public-site/demo/demo-shots';
import type { DemoData } from './demo-data';

/** How each screenshot of the demo gallery is taken: the page is signed in unless the shot says otherwise. */
export interface ShotPlan {
  anonymous?: boolean;
  take(page: Page, base: string, data: DemoData): Promise<void>;
}

const dialog = (page: Page) => page.getByRole('dialog').last();
const settle = (page: Page, ms = 900) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(ms));
const open = async (page: Page, url: string) => {
  await page.goto(url);
  await settle(page);
};

export const shotPlans: Record<(typeof demoShots)[number]['id'], ShotPlan> = {
  '01-startpagina': { anonymous: true, take: (page, base) => open(page, `${base}/`) },
  '02-dashboard': { take: (page, base) => open(page, `${base}/dashboard`) },
  '03-bedrijven': { take: (page, base) => open(page, `${base}/companies`) },
  '04-bedrijf-toevoegen': {
    async take(page, base) {
      await open(page, `${base}/companies`);
      await page.getByRole('button', { name: 'Nieuw bedrijf' }).click();
      await dialog(page).getByLabel('Naam', { exact: true }).fill('Kinderopvang De Vlinder');
      await dialog(page).getByRole('button', { name: 'Kies branche' }).click();
      await dialog(page).getByRole('button', { name: 'Onderwijs' }).click();
      await settle(page, 500);
    },
  },
  '05-medewerkers': { take: (page, base) => open(page, `${base}/employees`) },
  '06-medewerker-gesprekken': {
    async take(page, base, data) {
      await open(page, `${base}/employees`);
      await page.getByRole('searchbox', { name: 'Zoek medewerkers' }).fill(data.employeeWithConversations);
      await settle(page, 600);
      await page.getByRole('button', { name: `${data.employeeWithConversations} bewerken` }).click();
      await settle(page);
    },
  },
  '07-importeren': {
    async take(page, base, data) {
      await open(page, `${base}/employees`);
      await page.getByRole('button', { name: 'Importeren' }).click();
      await dialog(page).locator('input[type="file"]').setInputFiles(data.importFile);
      await settle(page, 500);
    },
  },
  '08-doelen': { take: (page, base) => open(page, `${base}/goals`) },
  '09-ai-suggesties': {
    async take(page, base) {
      await open(page, `${base}/goals`);
      await page.getByRole('button', { name: 'AI suggesties' }).click();
      await dialog(page).getByLabel('Onderwerp').fill('communicatie');
      await dialog(page).getByRole('button', { name: 'Suggesties ophalen' }).click();
      await dialog(page).getByRole('checkbox').first().waitFor();
      await dialog(page).getByRole('checkbox').nth(0).check();
      await dialog(page).getByRole('checkbox').nth(2).check();
      await settle(page, 500);
    },
  },
  '10-ambities': { take: (page, base) => open(page, `${base}/ambitions`) },
  '11-eigen-templates': { take: (page, base) => open(page, `${base}/templates`) },
  '12-gesprekstemplates': {
    async take(page, base) {
      await open(page, `${base}/gesprek-templates`);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('button', { name: 'Zorg en welzijn' }).click();
      await settle(page, 500);
      await page.getByRole('button', { name: 'Verpleegkundige' }).click();
      await settle(page, 500);
      await page
        .locator('main')
        .getByRole('button', { name: /Ontwikkelgesprek/ })
        .first()
        .click();
      await settle(page, 500);
    },
  },
  '13-gesprekkenlijst': { take: (page, base) => open(page, `${base}/pop-conversations`) },
  '14-gesprek-plannen': {
    async take(page, base) {
      await open(page, `${base}/pop-conversations`);
      await page.getByRole('button', { name: 'Nieuw gesprek' }).click();
      const modal = dialog(page);
      await modal.getByLabel('Bedrijf', { exact: true }).selectOption({ label: 'Bakkerij Van Dam' });
      await modal.getByLabel('Medewerker', { exact: true }).selectOption({ index: 1 });
      await modal.getByRole('radio', { name: 'Gesprekstemplate' }).check();
      await modal.getByRole('button', { name: 'Zoek een gesprekstemplate' }).click();
      await dialog(page).getByRole('searchbox').fill('verkoopmedewerker');
      await dialog(page).getByRole('list', { name: 'Zoekresultaten' }).getByRole('button').first().click();
      await dialog(page).getByRole('button', { name: 'Kies deze template' }).click();
      await modal.getByRole('checkbox', { name: /bevestigingsmail/ }).check();
      await settle(page, 500);
    },
  },
  '15-gesprek-doelen': { take: (page, base, data) => open(page, `${base}/pop-conversations/${data.openConversationId}#doelen`) },
  '16-gesprek-ai': {
    async take(page, base, data) {
      await open(page, `${base}/pop-conversations/${data.openConversationId}#acties`);
      await page.getByRole('button', { name: 'Tips geven' }).click();
      await dialog(page).waitFor();
      await settle(page, 1200);
    },
  },
  '17-kalender': { take: (page, base) => open(page, `${base}/calendar`) },
  '18-profiel': { take: (page, base) => open(page, `${base}/profile?tab=abonnement`) },
  '19-prijzen': { anonymous: true, take: (page, base) => open(page, `${base}/prijzen`) },
};
