import { Card, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatInteger, formatMoney } from '@acolhe/shared/format';
import { CompanyCode } from './company-code.tsx';
import { CompanyPlanSelect } from './company-plan-select.tsx';
import { CompanyRowActions } from './company-row-actions.tsx';
import { CompanyStatusBadge } from './company-status-badge.tsx';
import type { CompaniesViewProps } from './companies-table.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {value}
      </Text>
    </Stack>
  );
}

/** The companies table as cards, for phones: the same eight facts and actions per company. */
export function CompanyCards({ companies, stale, ...props }: CompaniesViewProps) {
  return (
    <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" opacity={stale ? 0.6 : 1} aria-busy={stale} aria-label="Empresas conveniadas">
      {companies.map((company) => (
        <Card.Root as="li" key={company.id} size="sm" aria-label={company.name}>
          <Card.Body gap="3">
            <Flex justify="space-between" gap="2" align="start">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium">{company.name}</Text>
                <Text fontSize="xs" color="gray.600">
                  CNPJ {company.cnpj}
                </Text>
                <CompanyCode code={company.code} />
              </Stack>
              <CompanyStatusBadge status={company.status} />
            </Flex>
            <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
              {company.email} · {company.phone ?? 'Sem telefone'}
            </Text>
            <SimpleGrid columns={3} gap="2">
              <Figure label="Funcionários" value={formatInteger(company.employees)} />
              <Figure label="Consultas/Mês" value={formatInteger(company.monthlyAppointments)} />
              <Figure label="Receita/Mês" value={formatMoney(company.monthlyRevenueCents)} />
            </SimpleGrid>
            <HStack justify="space-between">
              <CompanyPlanSelect
                companyName={company.name}
                plan={company.plan}
                busy={props.changingPlanId === company.id}
                onChange={(plan) => props.onChangePlan({ id: company.id, plan })}
              />
              <CompanyRowActions
                company={company}
                toggling={props.togglingId === company.id}
                exporting={props.exportingId === company.id}
                onToggleStatus={props.onToggleStatus}
                onExportReport={props.onExportReport}
                onRemove={props.onRemove}
              />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
