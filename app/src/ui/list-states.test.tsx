// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import '../test/render';
import { ListStates, type ListLoad } from './list-states';

const renderStates = (load: ListLoad, items: string[] = []) =>
  render(
    <ListStates load={load} failure="Kon bedrijven niet laden." items={items} empty={<p>Nog niets</p>}>
      <ul aria-label="Lijst" />
    </ListStates>,
  );

describe('ListStates', () => {
  it('shows the fallback text when loading failed, before anything else', () => {
    renderStates({ error: new Error('netwerk'), isLoading: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Kon bedrijven niet laden.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Nog niets')).not.toBeInTheDocument();
  });

  it("shows the server's own message when it gave one", () => {
    renderStates({ error: new ApiError(403, 'Je hebt geen toegang tot deze gegevens'), isLoading: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Je hebt geen toegang tot deze gegevens');
  });

  it('shows Laden... during the first load, not the empty state', () => {
    renderStates({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Laden...');
    expect(screen.queryByText('Nog niets')).not.toBeInTheDocument();
  });

  it('keeps showing the list during a refresh', () => {
    renderStates({ data: ['Vos'], isLoading: true }, ['Vos']);
    expect(screen.getByRole('list', { name: 'Lijst' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty state instead of the list when nothing is shown', () => {
    renderStates({ data: [], isLoading: false });
    expect(screen.getByText('Nog niets')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lijst' })).not.toBeInTheDocument();
  });
});
