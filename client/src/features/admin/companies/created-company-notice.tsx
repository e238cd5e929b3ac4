import { Alert, CloseButton, HStack, Text } from '@chakra-ui/react';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { CompanyCode } from './company-code.tsx';

type Company = RouterOutputs['admin']['companies']['list']['items'][number];

/** Shown after 'Nova Empresa': the code the admin hands to the company's employees. */
export function CreatedCompanyNotice({ company, onClose }: { company: Company; onClose: () => void }) {
  return (
    <Alert.Root status="success" mb="6" alignItems="start" role="status" aria-label="Empresa adicionada">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{company.name} foi adicionada e está pendente.</Alert.Title>
        <Alert.Description>
          <HStack gap="2" wrap="wrap" mt="1">
            <Text>Código para os funcionários usarem no cadastro:</Text>
            <CompanyCode code={company.code} size="lg" />
          </HStack>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Fechar aviso" onClick={onClose} />
    </Alert.Root>
  );
}
