import { Card, Table, Text } from '@chakra-ui/react';
import { formatInteger, formatMoney } from '@acolhe/shared/format';

export interface RevenueRow {
  key: string;
  name: string;
  completed: number;
  revenueCents: number;
}

interface RevenueTableProps {
  title: string;
  itemHeader: string;
  rows: RevenueRow[];
  totals: { completed: number; revenueCents: number };
  empty: string;
}

/** One of the financial breakdowns: a row per item and the period's totals, which every breakdown shares. */
export function RevenueTable({ title, itemHeader, rows, totals, empty }: RevenueTableProps) {
  return (
    <Card.Root as="section" aria-label={title} size="sm" minW="0">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <Text color="gray.600">{empty}</Text>
        ) : (
          // Focusable so the keyboard can scroll it (WCAG 2.1.1).
          <Table.ScrollArea maxH="480px" overflowY="auto" tabIndex={0} focusVisibleRing="inside">
            <Table.Root size="sm" stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{itemHeader}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Consultas</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Receita</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.key}>
                    <Table.Cell>{row.name}</Table.Cell>
                    <Table.Cell textAlign="end">{formatInteger(row.completed)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatMoney(row.revenueCents)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="semibold">
                  <Table.Cell>Total</Table.Cell>
                  <Table.Cell textAlign="end">{formatInteger(totals.completed)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(totals.revenueCents)}
                  </Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
