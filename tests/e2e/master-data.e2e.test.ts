import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxFile } from '../support/import-files';
import { registerUser } from '../support/test-app';
import { DESKTOP, expectFitsPhone, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();
let page: Page;
let token: string;
let dir: string;

beforeAll(async () => {
  if (!run) return;
  token = (await registerUser(app, { verified: true, plan: 'pro' })).token;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-import-'));
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  page = await context.newPage();
  await page.goto(`${app.baseUrl}/login`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
});
afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const visible = (text: string) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);

/** An .xls in the old binary (BIFF8) format, written by the same library that reads it. */
async function xlsFile(rows: string[][]): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Medewerkers');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

async function importFile(file: string, expected: string) {
  await page.getByRole('button', { name: 'Importeren' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('dialog').getByRole('button', { name: 'Importeren' }).click();
  await visible(expected);
}

describe.runIf(run)('master data in the browser', () => {
  it('adds a company with the branch picker', async () => {
    await page.goto(`${app.baseUrl}/companies`);
    await page.getByRole('button', { name: 'Nieuw bedrijf' }).click();
    await page.getByLabel('Naam').fill('Tandartspraktijk Wit');
    await page.getByRole('button', { name: 'Kies branche' }).click();
    await page.getByRole('button', { name: 'Zorg en welzijn' }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await visible('Bedrijf aangemaakt');
    await visible('Tandartspraktijk Wit');
    await snap(page, 'companies-desktop');
  }, 60_000);

  it('imports employees from a real .xlsx and a real .xls file, reporting bad rows', async () => {
    const header = ['Volledige naam', 'Email', 'Bedrijf'];
    const xlsx = path.join(dir, 'medewerkers.xlsx');
    await fs.writeFile(
      xlsx,
      await xlsxFile([
        header,
        ['Eva Smit', 'eva@example.nl', 'tandartspraktijk wit'],
        ['', 'leeg@example.nl', 'Tandartspraktijk Wit'],
        ['Tom Bos', 'tom@example.nl', 'Onbekend BV'],
      ]),
    );
    await page.goto(`${app.baseUrl}/employees`);
    await importFile(xlsx, 'Validatie mislukt');
    await visible('Naam ontbreekt');
    await snap(page, 'employees-import-result-desktop');
    await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).last().click();
    await visible('Eva Smit');

    const xls = path.join(dir, 'medewerkers.xls');
    await fs.writeFile(xls, await xlsFile([header, ['Noah de Wit', 'noah@example.nl', 'Tandartspraktijk Wit']]));
    await importFile(xls, 'Geïmporteerd');
    await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).last().click();
    await visible('Noah de Wit');
    const { body } = await app.api.get('/api/employees').set('Authorization', `Bearer ${token}`);
    expect(body.map((e: { naam: string }) => e.naam).sort()).toEqual(['Eva Smit', 'Noah de Wit']);
    await snap(page, 'employees-desktop');
  }, 60_000);

  it('adds a goal to the library, creates and deletes an own template, and walks the conversation template guide', async () => {
    await page.goto(`${app.baseUrl}/goals`);
    await page.getByRole('button', { name: 'Nieuw doel' }).click();
    await page.getByLabel('Omschrijving').fill('Binnen drie maanden zelfstandig offertes maken');
    await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
    await visible('Binnen drie maanden zelfstandig offertes maken');
    await snap(page, 'goals-desktop');

    await page.goto(`${app.baseUrl}/templates`);
    await visible('Geen templates beschikbaar');
    await page.getByRole('button', { name: 'Nieuwe template' }).click();
    await page.getByLabel('Bedrijf').selectOption({ label: 'Tandartspraktijk Wit' });
    await page.getByLabel('Omschrijving', { exact: true }).fill('Startgesprek assistent');
    await page.getByLabel('Doel 1 omschrijving').fill('Binnen drie maanden zelfstandig offertes maken');
    await page.getByLabel('Doel 1 notitie').fill('Samen met de praktijkmanager oefenen');
    await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
    await visible('Startgesprek assistent');
    await snap(page, 'templates-desktop');
    await page.getByRole('button', { name: 'Verwijderen' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await visible('Geen templates beschikbaar');

    await page.goto(`${app.baseUrl}/gesprek-templates`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'ICT en software' }).click();
    await page.getByRole('button', { name: 'Softwareontwikkelaar' }).click();
    await page
      .getByRole('button', { name: /Startgesprek/ })
      .first()
      .click();
    await visible('Startgesprek');
    await snap(page, 'gesprek-templates-desktop');
    await page.setViewportSize(PHONE);
    await page.goto(`${app.baseUrl}/employees`);
    await visible('Eva Smit');
    await snap(page, 'employees-phone');
    await expectFitsPhone(page);
  }, 60_000);
});
