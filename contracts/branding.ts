import { z } from 'zod';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';

/**
 * Custom branding (issue 26, enterprise): a workspace's logo and accent colour. Shared by the app
 * (to say at once why a colour is refused) and the backend (which decides).
 */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_MAX_PIXELS = 1000;
/** WCAG 2 AA for normal text: white text on the accent colour must stay readable. */
export const MIN_CONTRAST = 4.5;

const channel = (hex: string) => {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of `#rrggbb`. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => channel(color.slice(i, i + 2)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Contrast of `#rrggbb` against white (1 to 21). */
export const contrastWithWhite = (color: string) => 1.05 / (relativeLuminance(color) + 0.05);

/** One decimal with a Dutch comma, rounded down: 4.47 shows as 4,4, never as a passing 4,5. */
export const formatRatio = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',');

export const brandingMessages = {
  colorFormat: 'Kies een kleur als #rrggbb, bijvoorbeeld #1f5fa8.',
  lowContrast: (ratio: number) => `Te weinig contrast met wit: ${formatRatio(ratio)}:1, minimaal 4,5:1. Kies een donkerdere kleur.`,
  enterpriseOnly: 'Een eigen huisstijl hoort bij het Enterprise-plan.',
  noFile: 'Kies een afbeelding (PNG, JPEG of WebP).',
  tooLarge: 'Het logo is groter dan 512 KB. Kies een kleiner bestand.',
  svg: 'SVG-bestanden kunnen we niet gebruiken: kies een PNG, JPEG of WebP.',
  notAnImage: 'Dit bestand is geen afbeelding die we kunnen lezen. Kies een PNG, JPEG of WebP.',
  wrongFormat: (format: string) => `Dit is een ${format.toUpperCase()}-afbeelding. Kies een PNG, JPEG of WebP.`,
  tooManyPixels: (width: number, height: number) => `Het logo is ${width} x ${height} pixels, maximaal 1000 x 1000.`,
  logoNotFound: 'Dit logo bestaat niet.',
};

/** `#rrggbb` with enough contrast against white, or the reason with the computed ratio. */
export function accentColorProblem(color: string): string | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) return brandingMessages.colorFormat;
  const ratio = contrastWithWhite(color);
  return ratio < MIN_CONTRAST ? brandingMessages.lowContrast(ratio) : null;
}

/**
 * What the workspace stored and whether it shows: `actief` only while the workspace is on enterprise
 * (ending the plan keeps the upload, upgrading again shows it again).
 */
export const brandingView = z
  .object({ actief: z.boolean(), logo_url: z.string().nullable(), accentkleur: z.string().nullable() })
  .meta({ id: 'Branding' });
export type BrandingView = z.infer<typeof brandingView>;

export const accentColorBody = z.object({
  accentkleur: z
    .string({ error: brandingMessages.colorFormat })
    .regex(/^#[0-9a-fA-F]{6}$/, brandingMessages.colorFormat)
    .transform((color) => color.toLowerCase()),
});

const logoParams = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.png$/, brandingMessages.logoNotFound) });

export const brandingApi = endpointGroup('Huisstijl', {
  get: endpoint({
    method: 'get',
    path: '/branding',
    access: 'user',
    roles: roles.readers,
    summary: 'De huisstijl van de werkruimte: logo en accentkleur (Enterprise)',
    response: brandingView,
  }),
  uploadLogo: endpoint({
    method: 'put',
    path: '/branding/logo',
    access: 'user',
    roles: roles.owner,
    summary: 'Upload het logo: PNG, JPEG of WebP, hoogstens 512 KB en 1000 x 1000 pixels (Enterprise)',
    bodyType: 'multipart',
    body: z.object({}),
    response: brandingView,
    errors: { 400: 'Geen bruikbare afbeelding', 403: 'Alleen de eigenaar, alleen op Enterprise', 413: 'Bestand te groot' },
  }),
  setAccentColor: endpoint({
    method: 'put',
    path: '/branding/accent-color',
    access: 'user',
    roles: roles.owner,
    summary: 'Stel de accentkleur in (#rrggbb, contrast met wit minstens 4,5:1; Enterprise)',
    body: accentColorBody,
    response: brandingView,
    errors: { 400: 'Ongeldige kleur of te weinig contrast', 403: 'Alleen de eigenaar, alleen op Enterprise' },
  }),
  logo: endpoint({
    method: 'get',
    path: '/branding/logo/{file}',
    access: 'public',
    summary: 'Een opgeslagen logo (PNG) op zijn hash; lang te cachen',
    params: logoParams,
    responseType: 'png',
    errors: { 404: 'Onbekend logo' },
  }),
});
