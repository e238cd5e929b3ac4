import type { ReactNode } from 'react';
import { Box, Card } from '@chakra-ui/react';
import { ResponsiveContainer } from 'recharts';

/** A titled card holding one recharts chart that fills its width; import only from lazily loaded screens. */
export function ChartCard({ title, children, height = '64' }: { title: string; children: ReactNode; height?: string }) {
  return (
    <Card.Root as="section" size="sm" aria-label={title} minW="0">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Box h={height} minW="0" data-testid="chart">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
