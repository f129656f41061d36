import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before the toast leaves by itself; defaults per type (SPEC section 9). */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'message'>> {
  id: number;
  message: string;
}

export const TOAST_DURATIONS: Record<ToastType, number> = {
  success: 5000,
  error: 7000,
  warning: 6000,
  info: 5000,
};

export interface ToastApi {
  show: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
  success: (title: string, message?: string) => number;
  error: (title: string, message?: string) => number;
  warning: (title: string, message?: string) => number;
  info: (title: string, message?: string) => number;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
