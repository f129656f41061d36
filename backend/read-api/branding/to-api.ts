import type { BrandingView } from '../../../contracts/branding';
import type { WorkspaceBranding } from '../../projections/branding/queries';

/** Where a stored logo is served: its hash names it, so the address never changes for the same bytes. */
export const logoPath = (hash: string) => `/api/branding/logo/${hash}.png`;

export const brandingToApi = (branding: WorkspaceBranding): BrandingView => ({
  actief: branding.active,
  logo_url: branding.logoHash ? logoPath(branding.logoHash) : null,
  accentkleur: branding.accentColor,
});
