import { Stack, Table, Text } from '@chakra-ui/react';
import { formatInteger, formatMoney } from '@acolhe/shared/format';
import type { CompanyPlan } from '@acolhe/shared/companies';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { CompanyCode } from './company-code.tsx';
import { CompanyPlanSelect } from './company-plan-select.tsx';
import { CompanyRowActions } from './company-row-actions.tsx';
import { CompanyStatusBadge } from './company-status-badge.tsx';

type Company = RouterOutputs['admin']['companies']['list']['items'][number];

/** What both views of the list (table, and cards on phones) show and do. */
export interface CompaniesViewProps {
  companies: Company[];
  stale: boolean;
  togglingId: number | null;
  changingPlanId: number | null;
  exportingId: number | null;
  onToggleStatus: (id: number) => void;
  onChangePlan: (change: { id: number; plan: CompanyPlan }) => void;
  onExportReport: (id: number) => void;
  onRemove: (company: Company) => void;
}

const numeric = { textAlign: 'end' } as const;
// The two long headers may break after the slash, so the eight columns fit beside the side menu.

export function CompaniesTable({ companies, stale, ...props }: CompaniesViewProps) {
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md" bg="white" opacity={stale ? 0.6 : 1} aria-busy={stale}>
      <Table.Root size="sm" minW="880px" aria-label="Empresas conveniadas">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Empresa</Table.ColumnHeader>
            <Table.ColumnHeader>Contato</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>Funcionários</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>
              Consultas/<wbr />
              Mês
            </Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>
              Receita/<wbr />
              Mês
            </Table.ColumnHeader>
            <Table.ColumnHeader>Plano</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {companies.map((company) => (
            <Table.Row key={company.id} aria-label={company.name}>
              <Table.Cell>
                <Stack gap="0.5">
                  <Text fontWeight="medium" maxW="40">
                    {company.name}
                  </Text>
                  <Text fontSize="xs" color="gray.600">
                    CNPJ {company.cnpj}
                  </Text>
                  <CompanyCode code={company.code} />
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Text fontSize="sm" maxW="40" overflowWrap="anywhere">
                  {company.email}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {company.phone ?? 'Sem telefone'}
                </Text>
              </Table.Cell>
              <Table.Cell {...numeric}>{formatInteger(company.employees)}</Table.Cell>
              <Table.Cell {...numeric} data-testid="monthly-appointments">
                {formatInteger(company.monthlyAppointments)}
              </Table.Cell>
              <Table.Cell {...numeric} data-testid="monthly-revenue">
                {formatMoney(company.monthlyRevenueCents)}
              </Table.Cell>
              <Table.Cell>
                <CompanyPlanSelect
                  companyName={company.name}
                  plan={company.plan}
                  busy={props.changingPlanId === company.id}
                  onChange={(plan) => props.onChangePlan({ id: company.id, plan })}
                />
              </Table.Cell>
              <Table.Cell>
                <CompanyStatusBadge status={company.status} />
              </Table.Cell>
              <Table.Cell>
                <CompanyRowActions
                  company={company}
                  toggling={props.togglingId === company.id}
                  exporting={props.exportingId === company.id}
                  onToggleStatus={props.onToggleStatus}
                  onExportReport={props.onExportReport}
                  onRemove={props.onRemove}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
