import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { ValidationError } from '../../platform/errors';
import { importMessages } from './messages';

/**
 * What a legitimate employee list can unpack to: 10,000 rows of a few columns are a few MB of
 * XML; styles, themes and other sheets add little. Far below what would hurt a worker.
 */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const MAX_ENTRIES = 1000;

export interface ZipPart {
  name: string;
  data: Buffer;
}

const unreadable = () => new ValidationError(importMessages.notASpreadsheet);
const tooLarge = () => new ValidationError(importMessages.unpacksTooLarge);

/** The directory's entries, all of them: yauzl hands them out one at a time (lazyEntries). */
async function directory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    declared += entry.uncompressedSize;
    if (declared > MAX_UNPACKED_BYTES) throw tooLarge();
    entries.push(entry);
  }
  return entries;
}

/**
 * An entry's bytes, inflated as a stream: yauzl holds it to the size the directory declared and
 * fails it the moment it yields more (a zip bomb that lied), so no more than that is ever held.
 */
async function unpack(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw unreadable();
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (err) {
    stream.destroy();
    throw /^too many bytes/.test((err as Error).message) ? tooLarge() : unreadable();
  }
  return Buffer.concat(chunks);
}

/**
 * The parts `pick` chooses from the entry names, unpacked in its order. The directory (at the end
 * of the file, listing every entry's unpacked size) is read first, so a zip of too many entries, or
 * one that would unpack to more than MAX_UNPACKED_BYTES, is refused before a byte is inflated.
 */
export async function unpackParts(file: Buffer, pick: (names: string[]) => string[]): Promise<ZipPart[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw unreadable();
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) throw tooLarge();
    const entries = await directory(zip).catch((err: unknown) => {
      throw err instanceof ValidationError ? err : unreadable();
    });
    const parts: ZipPart[] = [];
    for (const name of pick(entries.map((entry) => entry.fileName))) {
      const entry = entries.find((candidate) => candidate.fileName === name);
      if (entry) parts.push({ name, data: await unpack(zip, entry) });
    }
    return parts;
  } finally {
    zip.close();
  }
}

/**
 * A new, uncompressed zip of only these parts, in this order. A reader given it reads no local
 * header we did not check against the directory (they can lie where the directory does not).
 */
export async function storedZip(parts: ZipPart[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, data } of parts) zip.addBuffer(data, name, { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
