import { accentColorProblem, brandingMessages } from '../../../contracts/branding';
import type { SubscriptionTier } from '../../../contracts/plan-catalogue';
import { brandingCategory, type BrandingEvent } from '../../../events/branding';
import { unhandled } from '../../../events/unhandled';
import { ForbiddenError, ValidationError } from '../../platform/errors';
import { decider } from '../decider';

/** What is set now; the look shows only while the workspace is on enterprise (read time). */
export interface BrandingState {
  logoHash: string | null;
  accentColor: string | null;
}

/** `tier`: the workspace's plan now, confirmed on the founding account's stream by the caller. */
export type BrandingCommand =
  | { type: 'UploadLogo'; hash: string; width: number; height: number; tier: SubscriptionTier; now: string }
  | { type: 'SetAccentColor'; color: string; tier: SubscriptionTier; now: string };

/** Branding is sold with enterprise only; callers check it before storing a logo's bytes too. */
export function assertEnterprise(tier: SubscriptionTier): void {
  if (tier !== 'enterprise') throw new ForbiddenError(brandingMessages.enterpriseOnly);
}

function decide(command: BrandingCommand, _state: BrandingState): BrandingEvent[] {
  assertEnterprise(command.tier);
  switch (command.type) {
    case 'UploadLogo': {
      const { hash, width, height, now } = command;
      return [{ type: 'LogoUploaded', data: { hash, width, height, at: now } }];
    }
    case 'SetAccentColor': {
      const problem = accentColorProblem(command.color);
      if (problem) throw new ValidationError(problem);
      return [{ type: 'AccentColorSet', data: { color: command.color.toLowerCase(), at: command.now } }];
    }
    default:
      return unhandled(command);
  }
}

function evolve(state: BrandingState, event: BrandingEvent): BrandingState {
  switch (event.type) {
    case 'LogoUploaded':
      return { ...state, logoHash: event.data.hash };
    case 'AccentColorSet':
      return { ...state, accentColor: event.data.color };
    default:
      return unhandled(event);
  }
}

export const brandingDecider = decider(brandingCategory, (): BrandingState => ({ logoHash: null, accentColor: null }), decide, evolve);
