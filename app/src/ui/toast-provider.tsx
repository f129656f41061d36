import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastItem } from './toast-item';
import { TOAST_DURATIONS, ToastContext, type Toast, type ToastApi, type ToastInput, type ToastType } from './use-toast';
import './toast.css';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    const toast: Toast = {
      id,
      type: input.type,
      title: input.title,
      message: input.message ?? '',
      duration: input.duration ?? TOAST_DURATIONS[input.type],
    };
    setToasts((current) => [...current, toast]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => {
    const of = (type: ToastType) => (title: string, message?: string) => show({ type, title, message });
    return { show, dismiss, success: of('success'), error: of('error'), warning: of('warning'), info: of('info') };
  }, [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" role="region" aria-label="Meldingen">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onRemoved={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
