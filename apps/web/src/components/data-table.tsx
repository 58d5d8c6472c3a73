import { cn } from '@/lib/utils';

export type DataTableColumn<TKey extends string> = { key: TKey; header: string; isNumeric?: boolean };

export type DataTableProps<TKey extends string> = {
  /** The table's caption for assistive technology, and the scroll region's name. */
  label: string;
  columns: readonly DataTableColumn<TKey>[];
  rows: readonly {
    key: string | number;
    cells: Record<TKey, string>;
    isNegative?: Partial<Record<TKey, boolean>>;
  }[];
  className?: string;
};

/**
 * A compact table of figures that scrolls inside its own box (sideways on phones, down when long), so the page
 * itself never scrolls sideways. The box is focusable, so keyboard users can scroll it too.
 */
export function DataTable<TKey extends string>({ label, columns, rows, className }: DataTableProps<TKey>) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        'overflow-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40',
        className,
      )}
    >
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 z-10 bg-muted">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'whitespace-nowrap px-3 py-2 font-medium text-muted-foreground text-xs',
                  column.isNumeric ? 'text-right' : 'text-left',
                  index === 0 && 'sticky left-0 z-10 bg-muted',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t hover:bg-muted/40">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={column.key}
                    scope="row"
                    className="sticky left-0 whitespace-nowrap bg-card px-3 py-1.5 text-left font-medium"
                  >
                    {row.cells[column.key]}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={cn(
                      'whitespace-nowrap px-3 py-1.5',
                      column.isNumeric ? 'text-right' : 'text-left',
                      row.isNegative?.[column.key] && 'text-destructive',
                    )}
                  >
                    {row.cells[column.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
