import { describe, expect, it } from 'vitest';
import { xlsxFile, zipBomb } from '../../../tests/support/import-files';
import { importMessages as m } from './messages';
import { MAX_ENTRIES, storedZip, unpackParts } from './zip-entries';

const MB = 1024 * 1024;
const all = (names: string[]) => names;
const sheetOnly = (names: string[]) => names.filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));

describe('unpackParts', () => {
  it('unpacks the parts picked, in the order picked (deflated ones too)', async () => {
    const file = await storedZip([
      { name: 'a.xml', data: Buffer.from('<a/>') },
      { name: 'b.xml', data: Buffer.from('<b>twee</b>') },
    ]);
    const parts = await unpackParts(file, (names) => [...names].reverse());
    expect(parts.map((part) => [part.name, part.data.toString()])).toEqual([
      ['b.xml', '<b>twee</b>'],
      ['a.xml', '<a/>'],
    ]);
    const [sheet] = await unpackParts(await xlsxFile([['Volledige naam'], ['Mia de Vries']]), sheetOnly);
    expect(sheet!.data.toString()).toContain('<sheetData>');
  });

  it('refuses from the directory a zip that declares more than 50 MB, before inflating anything', async () => {
    // The sheet holds 1 MB but declares 60: had it been inflated, it would fail as too short instead.
    await expect(unpackParts(await zipBomb(MB, 60 * MB), all)).rejects.toThrow(m.unpacksTooLarge);
    // Even when nothing of it is picked: the sum of the directory decides.
    await expect(unpackParts(await zipBomb(MB, 60 * MB), () => [])).rejects.toThrow(m.unpacksTooLarge);
  });

  it('refuses a zip of more entries than a spreadsheet has', async () => {
    const many = Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.alloc(0) }));
    await expect(unpackParts(await storedZip(many), () => [])).rejects.toThrow(m.unpacksTooLarge);
    await expect(unpackParts(await storedZip(many.slice(1)), () => [])).resolves.toEqual([]);
  });

  it('stops an entry that unpacks past its declared size (a zip bomb that lied)', async () => {
    await expect(unpackParts(await zipBomb(3 * MB, MB), sheetOnly)).rejects.toThrow(m.unpacksTooLarge);
  });

  it('answers "not a spreadsheet" for what is no zip, a truncated one, or an entry shorter than declared', async () => {
    const file = await storedZip([{ name: 'a.xml', data: Buffer.from('<a>inhoud</a>') }]);
    await expect(unpackParts(Buffer.from('PK\u0003\u0004 geen zip'), all)).rejects.toThrow(m.notASpreadsheet);
    await expect(unpackParts(file.subarray(0, file.length - 10), all)).rejects.toThrow(m.notASpreadsheet);
    await expect(unpackParts(await zipBomb(MB, 2 * MB), sheetOnly)).rejects.toThrow(m.notASpreadsheet);
  });
});
