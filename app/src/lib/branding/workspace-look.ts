import { useContext, type CSSProperties } from 'react';
import useSWR from 'swr';
import { brandingApi, type BrandingView } from '../../../../contracts/branding';
import { fetchPath, pathOf } from '../../api/client';
import { SessionContext } from '../session/session-context';

export const BRANDING_PATH = pathOf(brandingApi.get);

/** The workspace's stored look (Profiel → Huisstijl), for every member; nothing outside a workspace. */
export function useBranding() {
  const user = useContext(SessionContext)?.user;
  return useSWR<BrandingView, Error>(user?.werkruimte ? BRANDING_PATH : null, fetchPath);
}

/** What the app shows of it: only while the workspace is on enterprise. */
export interface WorkspaceLook {
  logoUrl: string | null;
  accentColor: string | null;
}

/**
 * The look in use, or null for the standard one. The plan in the session decides at once when it
 * changes (ending enterprise puts the standard look back without waiting for the branding to reload).
 */
export function useWorkspaceLook(): WorkspaceLook | null {
  const user = useContext(SessionContext)?.user;
  const { data } = useBranding();
  if (!data?.actief || user?.plan_type !== 'enterprise') return null;
  if (!data.logo_url && !data.accentkleur) return null;
  return { logoUrl: data.logo_url, accentColor: data.accentkleur };
}

/**
 * The accent colour as the app's primary colour (buttons, links, focus): the server let it through only
 * at 4.5:1 or more against white, and hover darkens it, so white text on it stays readable.
 */
export function lookStyle(look: WorkspaceLook | null): CSSProperties | undefined {
  if (!look?.accentColor) return undefined;
  return {
    '--color-primary': look.accentColor,
    '--color-primary-hover': `color-mix(in srgb, ${look.accentColor} 82%, black)`,
  } as CSSProperties;
}
