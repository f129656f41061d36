import useSWR from 'swr';
import { accountApi, type User } from '../../../../contracts/account';
import { fetchPath, isTransientFailure, pathOf } from '../../api/client';

export const PROFILE_PATH = pathOf(accountApi.profile);

// The token is part of the key so a new sign-in never sees the previous user's cached profile.
export type ProfileKey = readonly [typeof PROFILE_PATH, string];

export function profileKey(token: string): ProfileKey {
  return [PROFILE_PATH, token];
}

/** The pauses before asking again when the profile could not be loaded for a passing reason: 7.5 s in all. */
export const PROFILE_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The profile, asked again after a passing failure (no answer, a busy server: 429, 5xx): a stored token
 * whose profile cannot be loaded is dropped (SPEC section 4), and a server that was busy for a moment
 * must not sign anyone out. A refusal (401, 403, 404) is final at once.
 */
export async function loadProfile(path: string, load: (path: string) => Promise<User> = fetchPath, wait = pause): Promise<User> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load(path);
    } catch (error) {
      const delay = PROFILE_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isTransientFailure(error)) throw error;
      await wait(delay);
    }
  }
}

function fetchProfile([path]: ProfileKey): Promise<User> {
  return loadProfile(path);
}

export function useProfile(token: string | null) {
  return useSWR<User, Error, ProfileKey | null>(token ? profileKey(token) : null, fetchProfile, {
    // SPEC section 4: if loading the profile fails the token is dropped, so one answer decides
    // (loadProfile has already asked again after a passing failure).
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
