import type { DataColumn } from '../../../ui/data-table';
import { Button, type ButtonVariant } from '../../../ui/button';

export interface RowAction<Row> {
  label: string;
  variant: ButtonVariant;
  onClick: (row: Row) => void;
}

/**
 * The owner's buttons at the end of a team table's row, all off while one of them runs; a row that
 * `applies` turns down (the owner's own, say) gets none.
 */
export function actionsColumn<Row>(busy: boolean, actions: RowAction<Row>[], applies: (row: Row) => boolean = () => true): DataColumn<Row> {
  return {
    key: 'acties',
    header: 'Acties',
    headerHidden: true,
    align: 'end',
    cell: (row) =>
      applies(row) ? (
        <div className="cluster cluster--2 team-table__actions">
          {actions.map((action) => (
            <Button key={action.label} variant={action.variant} size="small" disabled={busy} onClick={() => action.onClick(row)}>
              {action.label}
            </Button>
          ))}
        </div>
      ) : null,
  };
}
