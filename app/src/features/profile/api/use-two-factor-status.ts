import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

const TWO_FACTOR_STATUS_PATH = '/hr/2fa/status';

interface TwoFactorStatus {
  two_factor_enabled: boolean;
}

function fetchTwoFactorStatus(path: string): Promise<TwoFactorStatus> {
  return apiFetch<TwoFactorStatus>(path);
}

export function useTwoFactorStatus() {
  return useSWR<TwoFactorStatus, Error>(TWO_FACTOR_STATUS_PATH, fetchTwoFactorStatus);
}
