// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../../test/render';
import { SettingAction, SettingCard } from './setting-card';

describe('SettingCard', () => {
  it('is a section named by its title, with the explanation and its button beside them', async () => {
    const onClick = vi.fn();
    const user = setupUser();
    render(
      <SettingCard
        icon="alert"
        danger
        title="Account verwijderen"
        description="Dit kan niet ongedaan worden gemaakt."
        action={
          <SettingAction variant="danger" onClick={onClick}>
            Account verwijderen
          </SettingAction>
        }
      />,
    );
    const card = screen.getByRole('region', { name: 'Account verwijderen' });
    expect(within(card).getByText('Dit kan niet ongedaan worden gemaakt.')).toHaveClass('setting__description');
    const button = within(card).getByRole('button', { name: 'Account verwijderen' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toBe('button button--danger setting__action');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
