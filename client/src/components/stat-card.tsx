import type { ReactNode } from 'react';
import { Card, Flex, Stat } from '@chakra-ui/react';

export function StatCard({ label, value, help, icon }: { label: string; value: ReactNode; help?: string; icon?: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <Flex justify="space-between" align="start" gap="3">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
            {/* A <dd>: Chakra's default <span> is not allowed directly inside the stat's <dl>. */}
            {help && (
              <Stat.HelpText asChild>
                <dd>{help}</dd>
              </Stat.HelpText>
            )}
          </Stat.Root>
          {icon}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
