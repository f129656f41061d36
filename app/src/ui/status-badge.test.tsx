// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { ActiveBadge, ConversationStatusBadge } from './status-badge';

describe('ConversationStatusBadge', () => {
  it('shows the status word in its colour: gepland blue, open orange, afgerond green', () => {
    const { rerender } = render(<ConversationStatusBadge status="gepland" />);
    expect(screen.getByText('Gepland')).toHaveClass('badge--info');
    rerender(<ConversationStatusBadge status="open" />);
    expect(screen.getByText('Open')).toHaveClass('badge--warning');
    rerender(<ConversationStatusBadge status="afgerond" />);
    expect(screen.getByText('Afgerond')).toHaveClass('badge--success');
  });

  it("follows the status with 'Archief' for an archived conversation (SPEC 4)", () => {
    const { container } = render(<ConversationStatusBadge status="afgerond" archived />);
    expect(container).toHaveTextContent('AfgerondArchief');
  });

  it("shows only 'Archief' where a screen asks for that", () => {
    const { container } = render(<ConversationStatusBadge status="afgerond" archived archivedOnly />);
    expect(container).toHaveTextContent(/^Archief$/);
  });
});

describe('ActiveBadge', () => {
  it('says Actief in green and Inactief in grey', () => {
    const { rerender } = render(<ActiveBadge active />);
    expect(screen.getByText('Actief')).toHaveClass('badge--success');
    rerender(<ActiveBadge active={false} />);
    expect(screen.getByText('Inactief')).toHaveClass('badge--neutral');
  });
});
