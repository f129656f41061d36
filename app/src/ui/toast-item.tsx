import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon, type IconName } from './icon';
import type { Toast, ToastType } from './use-toast';

const ENTER_DELAY_MS = 10;
const EXIT_ANIMATION_MS = 300;

const ICONS: Record<ToastType, IconName> = {
  success: 'checkCircle',
  error: 'error',
  warning: 'alert',
  info: 'info',
};

interface ToastItemProps {
  toast: Toast;
  onRemoved: (id: number) => void;
}

export function ToastItem({ toast, onRemoved }: ToastItemProps) {
  const [phase, setPhase] = useState<'entering' | 'visible' | 'leaving'>('entering');
  const exitTimer = useRef<number | undefined>(undefined);

  const close = useCallback(() => {
    if (exitTimer.current !== undefined) return;
    setPhase('leaving');
    exitTimer.current = window.setTimeout(() => onRemoved(toast.id), EXIT_ANIMATION_MS);
  }, [onRemoved, toast.id]);

  useEffect(() => {
    const enter = window.setTimeout(() => setPhase('visible'), ENTER_DELAY_MS);
    const autoClose = window.setTimeout(close, toast.duration);
    return () => {
      window.clearTimeout(enter);
      window.clearTimeout(autoClose);
    };
  }, [close, toast.duration]);

  useEffect(() => () => window.clearTimeout(exitTimer.current), []);

  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <div
      className={`toast toast--${toast.type} toast--${phase}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
    >
      <Icon name={ICONS[toast.type]} className="toast__icon" />
      <div className="toast__content">
        <p className="toast__title">{toast.title}</p>
        {toast.message ? <p className="toast__message">{toast.message}</p> : null}
      </div>
      <button type="button" className="toast__close" onClick={close} aria-label="Melding sluiten">
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
