import type { ReactNode } from 'react';
import { Badge, Tabs } from '@chakra-ui/react';
import { applicationStatusFilters, type ApplicationStatusFilter } from '@acolhe/shared/admin';
import type { ApprovalStatus } from '@acolhe/shared/roles';
import { formatInteger } from '@acolhe/shared/format';

const tabLabels: Record<ApplicationStatusFilter, string> = {
  pending: 'Pendentes',
  approved: 'Aprovados',
  rejected: 'Rejeitados',
  all: 'Todos',
};

interface ApplicationStatusTabsProps {
  status: ApplicationStatusFilter;
  /** How many applications of each status match the search; undefined while the first page loads. */
  totals: Record<ApprovalStatus, number> | undefined;
  onStatusChange: (status: ApplicationStatusFilter) => void;
  /** The selected tab's list. */
  children: ReactNode;
}

function countOf(status: ApplicationStatusFilter, totals: Record<ApprovalStatus, number>): number {
  return status === 'all' ? totals.pending + totals.approved + totals.rejected : totals[status];
}

export function ApplicationStatusTabs({ status, totals, onStatusChange, children }: ApplicationStatusTabsProps) {
  return (
    <Tabs.Root
      value={status}
      onValueChange={(details) => {
        const next = applicationStatusFilters.find((value) => value === details.value);
        if (next) onStatusChange(next);
      }}
      colorPalette="teal"
      size={{ base: 'sm', md: 'md' }}
    >
      {/* On a phone the four tabs scroll sideways rather than wrap. */}
      <Tabs.List overflowX="auto" overflowY="hidden" mb="6" aria-label="Situação da candidatura">
        {applicationStatusFilters.map((value) => (
          <Tabs.Trigger key={value} value={value} flexShrink={0}>
            {tabLabels[value]}
            <Badge variant="subtle" colorPalette={value === status ? 'teal' : 'gray'} data-testid={`count-${value}`}>
              {totals ? formatInteger(countOf(value, totals)) : '—'}
            </Badge>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {applicationStatusFilters.map((value) => (
        <Tabs.Content key={value} value={value} p="0">
          {value === status && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
