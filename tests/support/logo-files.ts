import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A plain logo of `size` pixels square in one colour, as PNG (or `format`). */
export const logoImage = (size = 200, format: 'png' | 'jpeg' | 'webp' = 'png', background = '#1f5fa8') =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** A real PNG of about 3 MB: 1000 x 1000 pixels of noise, which does not compress. */
export const largeNoisePng = () =>
  sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

export const svgLogo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100" fill="#1f5fa8"/></svg>',
);
