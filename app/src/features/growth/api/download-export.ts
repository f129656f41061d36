import { growthApi } from '../../../../../contracts/growth';
import { pathOf } from '../../../api/client';
import { downloadFile } from '../../../api/download';

/** Downloads the company's workbook. */
export function downloadGrowthExport(query: { company: number; from: string; to: string; includeArchived: boolean }): Promise<void> {
  return downloadFile(pathOf(growthApi.export, { query }), 'groei.xlsx');
}
