import { useId, type ReactNode } from 'react';
import { IconBadge } from '../../../ui/icon-badge';
import { Icon, type IconName } from '../../../ui/icon';

interface SettingCardProps {
  icon: IconName;
  /** A red icon, for leaving or removing. */
  danger?: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The button at the right of the row. */
  action?: ReactNode;
  /** Under the row, e.g. the code form while 2FA is being switched on. */
  children?: ReactNode;
}

/** One setting of the Beveiliging tab: icon, title and explanation, with its button beside them. */
export function SettingCard({ icon, danger = false, title, description, action, children }: SettingCardProps) {
  const titleId = useId();
  return (
    <section className="card setting" aria-labelledby={titleId}>
      <div className="setting__row">
        <IconBadge size={44} tone={danger ? 'danger' : 'primary'}>
          <Icon name={icon} />
        </IconBadge>
        <div className="setting__text">
          <h2 id={titleId} className="setting__title">
            {title}
          </h2>
          <p className="setting__description">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
