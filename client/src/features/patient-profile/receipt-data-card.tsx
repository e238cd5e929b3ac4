import { Separator, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { CpfForm } from './cpf-form.tsx';
import { FinancialResponsibleForm } from './financial-responsible-form.tsx';
import { ProfileCard } from '../../components/profile-card.tsx';

/** The CPFs a psychologist working as an individual needs for the Receita Saúde receipt of each payment. */
export function ReceiptDataCard() {
  const trpc = useTRPC();
  const taxIds = useQuery(trpc.patient.profile.taxIds.queryOptions());
  return (
    <ProfileCard
      title="Dados para recibos"
      description="Psicólogos que atendem como pessoa física emitem um recibo no Receita Saúde a cada pagamento, com o CPF de quem pagou e de quem foi atendido. Depois de salvo, o CPF aparece mascarado."
    >
      {taxIds.isPending && <Skeleton h="40" />}
      {taxIds.isError && <LoadError message="Não foi possível carregar seus dados para recibos" onRetry={() => void taxIds.refetch()} />}
      {taxIds.data && (
        <Stack gap="5">
          <CpfForm stored={taxIds.data.cpf} />
          <Separator />
          <FinancialResponsibleForm stored={taxIds.data.financialResponsible} />
        </Stack>
      )}
    </ProfileCard>
  );
}
