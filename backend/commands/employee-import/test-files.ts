import ExcelJS from 'exceljs';

export type Cell = string | number | { text: string; hyperlink: string } | null;

/** A real .xlsx made with exceljs; an empty array leaves that row empty, so line numbers follow the sheet. */
export async function xlsxFile(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Medewerkers');
  rows.forEach((row, index) => {
    if (row.length) sheet.getRow(index + 1).values = row;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
