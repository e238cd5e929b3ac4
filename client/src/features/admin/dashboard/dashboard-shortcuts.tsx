import type { IconType } from 'react-icons';
import { Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuBuilding2, LuChartColumn, LuChevronRight, LuHourglass } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { formatCount, formatInteger } from '@acolhe/shared/format';
import { paths } from '../../../lib/paths.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';

function Shortcut({ to, title, text, icon: Icon }: { to: string; title: string; text: string; icon: IconType }) {
  return (
    <Card.Root asChild size="sm" _hover={{ borderColor: 'brand.solid', shadow: 'sm' }} transition="all 0.15s">
      <RouterLink to={to}>
        <Card.Body>
          <HStack gap="4">
            <Icon size={28} color="var(--chakra-colors-teal-600)" />
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="semibold">{title}</Text>
              <Text fontSize="sm" color="gray.600">
                {text}
              </Text>
            </Stack>
            <LuChevronRight />
          </HStack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

export function DashboardShortcuts({ dashboard }: { dashboard: RouterOutputs['admin']['dashboard'] }) {
  const { pendingApprovals, activeCompanies, companies } = dashboard.totals;
  return (
    <SimpleGrid as="nav" aria-label="Atalhos" columns={{ base: 1, md: 3 }} gap="4">
      <Shortcut
        to={paths.admin.psychologists}
        title="Aprovações pendentes"
        text={pendingApprovals === 1 ? '1 candidatura aguardando' : `${formatInteger(pendingApprovals)} candidaturas aguardando`}
        icon={LuHourglass}
      />
      <Shortcut
        to={paths.admin.companies}
        title="Empresas conveniadas"
        text={`${formatCount(activeCompanies, 'ativa', 'ativas')} de ${formatInteger(companies)}`}
        icon={LuBuilding2}
      />
      <Shortcut to={paths.admin.reports} title="Relatórios" text="Crescimento, satisfação e desempenho" icon={LuChartColumn} />
    </SimpleGrid>
  );
}
