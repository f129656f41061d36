import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { DemoAccount } from './seed-demo';

/** What the shots and scenes need to know of the seeded account. */
export interface DemoData {
  account: DemoAccount;
  /** An employee with several conversations (the edit modal shows them). */
  employeeWithConversations: string;
  /** A conversation in status open, with goals. */
  openConversationId: number;
  /** A small .xlsx for the import (Volledige naam, Email, Bedrijf). */
  importFile: string;
}

export async function demoData(baseUrl: string, account: DemoAccount, workDir: string): Promise<DemoData> {
  const res = await fetch(`${baseUrl}/api/pop`, { headers: { Authorization: `Bearer ${account.token}` } });
  const list = (await res.json()) as { id: number; status: string; medewerker_naam: string; aantal_doelen: number }[];
  const open = list.find((c) => c.status === 'open' && c.aantal_doelen >= 3) ?? list[0]!;
  const counts = new Map<string, number>();
  for (const c of list) counts.set(c.medewerker_naam, (counts.get(c.medewerker_naam) ?? 0) + 1);
  const employee = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Medewerkers');
  sheet.addRow(['Volledige naam', 'Email', 'Bedrijf']);
  for (const [naam, email] of [
    ['Tessa Verhoeven', 'tessa.verhoeven@bakkerij-van-dam.example'],
    ['Jan-Willem Bosman', 'janwillem.bosman@bakkerij-van-dam.example'],
    ['Sarah El Idrissi', 'sarah.elidrissi@bakkerij-van-dam.example'],
    ['Bas Hoogland', 'bas.hoogland@bakkerij-van-dam.example'],
  ]) {
    sheet.addRow([naam, email, 'Bakkerij Van Dam']);
  }
  const importFile = path.join(workDir, 'medewerkers-bakkerij.xlsx');
  await fs.mkdir(workDir, { recursive: true });
  await workbook.xlsx.writeFile(importFile);
  return { account, employeeWithConversations: employee, openConversationId: open.id, importFile };
}
