import { Card, DataList, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/** The sticky 'Resumo' card beside a slot picker: label–value rows, then what the screen adds (notes, the button). */
export function SummaryCard({ label, rows, children }: { label: string; rows: SummaryRow[]; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={label} position={{ lg: 'sticky' }} top={{ lg: '6' }}>
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          Resumo
        </Heading>
        <DataList.Root orientation="horizontal" gap="3">
          {rows.map((row) => (
            <DataList.Item key={row.label} justifyContent="space-between">
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue justifyContent="flex-end" textAlign="right" fontWeight="medium">
                {row.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
