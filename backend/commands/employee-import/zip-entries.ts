import { ValidationError } from '../../platform/errors';
import { importMessages } from './messages';

/**
 * What a legitimate employee list can unpack to: 10,000 rows of a few columns are a few MB of
 * XML; styles, themes and other sheets add little. Far below what would hurt a worker.
 */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_ENTRIES = 1000;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** As the central directory declares it; checked against the real size when the entry is unpacked. */
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A 32-bit field at its maximum means "see the ZIP64 record": sizes no upload of 5 MB can honestly need. */
const ZIP64_MARK = 0xffffffff;

const unreadable = () => new ValidationError(importMessages.notASpreadsheet);

/**
 * The entries of a zip as its central directory lists them, read without unpacking anything:
 * the directory sits at the end of the file and states every entry's unpacked size, so a file
 * that would unpack to more than MAX_UNPACKED_BYTES is refused before a byte is inflated.
 */
export function zipEntries(file: Buffer): ZipEntry[] {
  const searchFrom = Math.max(0, file.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = file.length - 22; at >= searchFrom; at--) {
    if (file.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = file.readUInt16LE(eocd + 10);
  let at = file.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === ZIP64_MARK || count > MAX_ENTRIES) throw new ValidationError(importMessages.unpacksTooLarge);
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = file.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: file.readUInt16LE(at + 10),
      compressedSize: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      name: file.toString('utf8', at + 46, at + 46 + nameLength),
      localHeaderOffset: file.readUInt32LE(at + 42),
    };
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) throw new ValidationError(importMessages.unpacksTooLarge);
    total += entry.size;
    if (total > MAX_UNPACKED_BYTES) throw new ValidationError(importMessages.unpacksTooLarge);
    entries.push(entry);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's bytes as stored (compressed or not), found through its local header. */
export function storedBytes(file: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL) throw unreadable();
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  if (start + entry.compressedSize > file.length) throw unreadable();
  return file.subarray(start, start + entry.compressedSize);
}
