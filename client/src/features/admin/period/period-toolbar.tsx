import { Button, Field, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { adminPeriods, periodLabels, type AdminPeriod } from '@acolhe/shared/metrics';

function isAdminPeriod(value: string): value is AdminPeriod {
  return (adminPeriods as readonly string[]).includes(value);
}

interface PeriodToolbarProps {
  period: AdminPeriod;
  /** The chosen period's local days, once the server has answered ("26/10/2026 a 24/11/2026"). */
  range: string | null;
  exporting: boolean;
  onPeriodChange: (period: AdminPeriod) => void;
  onExport: () => void;
}

/** The period every figure of the screen is computed over, and the export of those figures. */
export function PeriodToolbar({ period, range, exporting, onPeriodChange, onExport }: PeriodToolbarProps) {
  return (
    <Flex as="section" aria-label="Filtros" gap="4" align="end" wrap="wrap" mb="6">
      <Field.Root w={{ base: 'full', sm: '64' }}>
        <Field.Label>Período</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field bg="white" value={period} onChange={(event) => isAdminPeriod(event.target.value) && onPeriodChange(event.target.value)}>
            {adminPeriods.map((key) => (
              <option key={key} value={key}>
                {periodLabels[key]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button onClick={onExport} loading={exporting} variant="outline" bg="white" w={{ base: 'full', sm: 'auto' }}>
        <LuDownload /> Exportar
      </Button>
      {range && (
        <Text color="gray.600" fontSize="sm" pb="2" data-testid="period-range">
          {range}
        </Text>
      )}
    </Flex>
  );
}
