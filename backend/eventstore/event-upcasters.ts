import { categories } from '../../events/categories';
import { UpcasterRegistry } from './upcasters';

/** The product's upcasters: every category's older shapes. Every store the product opens reads through them. */
export const eventUpcasters = UpcasterRegistry.fromCategories(Object.values(categories));
