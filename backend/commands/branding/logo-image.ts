import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { brandingMessages, LOGO_MAX_BYTES, LOGO_MAX_PIXELS } from '../../../contracts/branding';
import { PayloadTooLargeError, ValidationError } from '../../platform/errors';

const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

export interface DecodedLogo {
  /** The logo as we serve it: decoded and written anew as PNG, without the upload's metadata. */
  png: Buffer;
  hash: string;
  width: number;
  height: number;
}

/**
 * Judges an upload by its bytes alone (name and Content-Type are the sender's claims): the decoder
 * says what it is, and only a PNG, JPEG or WebP that decodes whole within the limits is taken. SVG is
 * refused although the decoder can read it: a script or an outside reference inside it would be ours
 * to serve. What is stored is our own re-encoding, so what we serve is exactly what we decoded.
 */
export async function decodeLogo(bytes: Buffer): Promise<DecodedLogo> {
  if (bytes.length > LOGO_MAX_BYTES) throw new PayloadTooLargeError(brandingMessages.tooLarge);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(brandingMessages.notAnImage);
  }
  if (meta.format === 'svg') throw new ValidationError(brandingMessages.svg);
  if (!ACCEPTED.has(meta.format)) throw new ValidationError(brandingMessages.wrongFormat(meta.format));
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (width > LOGO_MAX_PIXELS || height > LOGO_MAX_PIXELS) throw new ValidationError(brandingMessages.tooManyPixels(width, height));
  let png: Buffer;
  try {
    // failOn 'error': a truncated or corrupt file is refused rather than half drawn.
    png = await sharp(bytes, { failOn: 'error' }).autoOrient().png().toBuffer();
  } catch {
    throw new ValidationError(brandingMessages.notAnImage);
  }
  return { png, hash: createHash('sha256').update(png).digest('hex'), width, height };
}
