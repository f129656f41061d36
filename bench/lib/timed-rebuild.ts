import { rebuildReadModels } from '../../backend/projections/rebuild';
import { timed } from './measure';

/**
 * A rebuild timed until its new read models are in use; the drop of the ones it replaced is awaited
 * after that, so it does not run beside whatever is measured next.
 */
export async function timedRebuild(...args: Parameters<typeof rebuildReadModels>) {
  const { value, ms } = await timed(() => rebuildReadModels(...args));
  await value.cleanup;
  return { value, ms };
}
