/** A non-empty row of the first worksheet: its row number in the spreadsheet and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}
