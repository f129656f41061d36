import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

export type AlertTone = 'success' | 'error' | 'warning' | 'info';

const TONE_ICONS: Record<AlertTone, IconName> = {
  success: 'checkCircle',
  error: 'error',
  warning: 'alert',
  info: 'info',
};

interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  title?: string;
}

/** An inline message inside a form or card; errors are announced at once. */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={TONE_ICONS[tone]} className="alert__icon" />
      <div className="alert__content">
        {title ? <p className="alert__title">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
