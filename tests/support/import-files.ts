import zlib from 'node:zlib';
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

/**
 * An .xlsx-shaped zip whose sheet is `unpackedBytes` of blanks, a few hundred kB compressed:
 * declared honestly, or (declaredBytes) with a directory that claims far less than it holds.
 */
export async function zipBomb(unpackedBytes: number, declaredBytes = unpackedBytes): Promise<Buffer> {
  const open = Buffer.from('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
  const close = Buffer.from('</sheetData></worksheet>');
  const blanks = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve) => deflate.once('end', resolve));
  let crc = zlib.crc32(open);
  deflate.write(open);
  for (let written = open.length + close.length; written < unpackedBytes; written += blanks.length) {
    crc = zlib.crc32(blanks, crc);
    if (!deflate.write(blanks)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  crc = zlib.crc32(close, crc);
  deflate.end(close);
  await done;
  const sheet = Buffer.concat(compressed);
  const entries = [
    {
      name: 'xl/workbook.xml',
      data: Buffer.from('<workbook><sheets><sheet name="Blad1" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      size: 0,
      crc: 0,
      method: 0,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, size: declaredBytes, crc, method: 8 },
  ].map((e) => (e.method === 0 ? { ...e, size: e.data.length, crc: zlib.crc32(e.data) } : e));
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const header = (signature: number, length: number, at: number) => {
      const h = Buffer.alloc(length);
      h.writeUInt32LE(signature, 0);
      h.writeUInt16LE(entry.method, at);
      h.writeUInt32LE(entry.crc, at + 6);
      h.writeUInt32LE(entry.data.length, at + 10);
      h.writeUInt32LE(entry.size, at + 14);
      h.writeUInt16LE(name.length, at + 18);
      return h;
    };
    const central1 = header(0x02014b50, 46, 10);
    central1.writeUInt32LE(offset, 42);
    parts.push(header(0x04034b50, 30, 8), name, entry.data);
    central.push(central1, name);
    offset += 30 + name.length + entry.data.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(
    central.reduce((n, b) => n + b.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}
