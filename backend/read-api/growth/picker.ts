import type { PickerResult } from '../../../contracts/growth';
import type { Queryable } from '../../platform/db';
import { pickerEmployees } from '../../projections/growth/queries';

/** The employee picker in the contract's words. */
export async function employeePicker(db: Queryable, ownerId: number, search: string, limit: number): Promise<PickerResult> {
  const { items, total } = await pickerEmployees(db, ownerId, search, limit);
  return {
    items: items.map((e) => ({ id: e.id, naam: e.name, bedrijf_naam: e.company_name, actief: e.active, gesprekken: e.conversation_count })),
    total,
  };
}
