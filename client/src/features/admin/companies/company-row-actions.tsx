import { HStack, IconButton } from '@chakra-ui/react';
import { LuFileDown, LuPower, LuTrash2 } from 'react-icons/lu';
import type { RouterOutputs } from '../../../lib/trpc.ts';

type Company = RouterOutputs['admin']['companies']['list']['items'][number];

interface CompanyRowActionsProps {
  company: Company;
  toggling: boolean;
  exporting: boolean;
  onToggleStatus: (id: number) => void;
  onExportReport: (id: number) => void;
  onRemove: (company: Company) => void;
}

/** A pending or inactive company is activated; an active one deactivated (spec §4). */
function toggleLabel(company: Company): string {
  return company.status === 'active' ? 'Desativar empresa' : 'Ativar empresa';
}

export function CompanyRowActions({ company, toggling, exporting, ...on }: CompanyRowActionsProps) {
  const toggle = toggleLabel(company);
  return (
    <HStack gap="0" justify="end">
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette={company.status === 'active' ? 'orange' : 'green'}
        aria-label={toggle}
        title={toggle}
        loading={toggling}
        onClick={() => on.onToggleStatus(company.id)}
      >
        <LuPower />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label="Exportar relatório"
        title="Exportar relatório para a empresa (últimos 30 dias)"
        loading={exporting}
        onClick={() => on.onExportReport(company.id)}
      >
        <LuFileDown />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label="Excluir empresa"
        title="Excluir empresa"
        onClick={() => on.onRemove(company)}
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}
