import { useEffect, useId, useRef, useState } from 'react';
import type { Session, User } from '../../../../../contracts/account';
import { roleLabels } from '../../../../../contracts/roles';
import { Icon } from '../../../ui/icon';
import { useToastedAction } from '../../../ui/use-toasted-action';
import { switchWorkspace } from '../api/team';
import './team.css';

interface WorkspaceSwitcherProps {
  user: User;
  onSwitched: (session: Session) => void;
}

/** The header's choice of workspace, for someone who works in more than one (an auditor of several bureaus). */
export function WorkspaceSwitcher({ user, onSwitched }: WorkspaceSwitcherProps) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useToastedAction();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (user.werkruimtes.length < 2) return null;
  const current = user.werkruimte;
  const others = user.werkruimtes.filter((workspace) => workspace.id !== current?.id);

  async function choose(id: number) {
    await run(async () => {
      onSwitched(await switchWorkspace(id));
      setOpen(false);
    }, 'Wisselen mislukt');
  }

  return (
    <div className="workspace-switcher" ref={root}>
      <button
        type="button"
        className="button button--secondary button--small workspace-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Werkruimte: ${current?.naam ?? 'geen'}. Wissel van werkruimte`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="building" size={16} />
        <span className="workspace-switcher__name">{current?.naam ?? 'Kies een werkruimte'}</span>
      </button>
      {open ? (
        <ul id={listId} className="workspace-switcher__list card" aria-label="Werkruimtes">
          {others.map((workspace) => (
            <li key={workspace.id}>
              <button type="button" className="workspace-switcher__option" disabled={busy} onClick={() => void choose(workspace.id)}>
                <span>{workspace.naam}</span>
                <span className="muted small">{roleLabels[workspace.rol]}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
