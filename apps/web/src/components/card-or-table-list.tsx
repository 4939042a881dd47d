import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

type CardOrTableListProps<Row> = {
  /** Names both the card list and the table for screen readers and tests. */
  label: string;
  columns: readonly string[];
  rows: readonly Row[] | undefined;
  isPending: boolean;
  emptyText: string;
  rowKey: (row: Row) => string;
  /** One card's content at phone widths. */
  card: (row: Row) => ReactNode;
  /** One table row's cells (a TableCell per column) from the md breakpoint up. */
  cells: (row: Row) => ReactNode;
};

/**
 * A list that is one card per row on phones and a table from the md breakpoint up, with the same
 * loading and empty states in both: wide tables would otherwise scroll sideways at 390 px.
 */
export function CardOrTableList<Row>({
  label,
  columns,
  rows,
  isPending,
  emptyText,
  rowKey,
  card,
  cells,
}: CardOrTableListProps<Row>) {
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={label}>
        {isPending ? (
          <Skeleton className="h-28 w-full" />
        ) : !rows?.length ? (
          <li className="rounded-lg border bg-card p-6 text-center text-muted-foreground">{emptyText}</li>
        ) : (
          rows.map((row) => (
            <li key={rowKey(row)} className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
              {card(row)}
            </li>
          ))
        )}
      </ul>
      <Card className="hidden md:block">
        <CardContent className="p-0">
          <Table aria-label={label}>
            <TableHeader>
              <TableRow>
                {columns.map((c) => (
                  <TableHead key={c}>{c}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending ? (
                <TableRow>
                  <TableCell colSpan={columns.length}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ) : !rows?.length ? (
                <TableRow>
                  <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
                    {emptyText}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => <TableRow key={rowKey(row)}>{cells(row)}</TableRow>)
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </>
  );
}
