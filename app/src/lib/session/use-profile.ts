import useSWR from 'swr';
import { accountApi, type User } from '../../../../contracts/account';
import { fetchPath, pathOf } from '../../api/client';

export const PROFILE_PATH = pathOf(accountApi.profile);

// The token is part of the key so a new sign-in never sees the previous user's cached profile.
export type ProfileKey = readonly [typeof PROFILE_PATH, string];

export function profileKey(token: string): ProfileKey {
  return [PROFILE_PATH, token];
}

function fetchProfile([path]: ProfileKey): Promise<User> {
  return fetchPath<User>(path);
}

export function useProfile(token: string | null) {
  return useSWR<User, Error, ProfileKey | null>(token ? profileKey(token) : null, fetchProfile, {
    // SPEC section 4: if loading the profile fails the token is dropped, so one answer decides.
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
