import { hrUsersProjection } from './hr-users/projection';
import type { Projection } from './projection';

/** Every read model of the app, in one list: the runner, the rebuild and the tests use this. */
export function allProjections(): Projection[] {
  return [hrUsersProjection];
}
