import type { User } from '../../../../../contracts/account';
import { planLabel } from '../../../../../contracts/plan-catalogue';
import './profile.css';

export function ProfileHeader({ user }: { user: User }) {
  const initial = user.naam.trim().charAt(0).toUpperCase() || '?';
  return (
    <header className="profile-header cluster cluster--5">
      <span className="profile-header__avatar" aria-hidden="true">
        {initial}
      </span>
      <div className="profile-header__text">
        <h1 className="profile-header__name">{user.naam}</h1>
        <p className="profile-header__meta">
          <span>{user.email}</span>
          <span className="badge">{planLabel(user.plan_type)}</span>
        </p>
      </div>
    </header>
  );
}
