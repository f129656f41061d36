import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { Alert } from './alert';
import { Loading } from './loading';

/** What a list's fetch hook tells (SWR's data, error and isLoading). */
export interface ListLoad {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
}

interface ListStatesProps {
  load: ListLoad;
  /** The text when loading failed and the server gave no message of its own. */
  failure: string;
  /** What the screen shows now (after search and paging); none shows `empty`. */
  items: readonly unknown[];
  /** What stands in for an empty list, an EmptyState with the screen's own words. */
  empty: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/**
 * The four states of a list screen, checked in one order: a failure, the first load (a refresh keeps
 * showing what it has), nothing to show, the list.
 */
export function ListStates({ load, failure, items, empty, children }: ListStatesProps) {
  if (load.error) return <Alert tone="error">{errorMessage(load.error, failure)}</Alert>;
  if (load.isLoading && !load.data) return <Loading />;
  return <>{items.length === 0 ? empty : children}</>;
}
