import { Box, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { accountTypeLabels, pixKeyTypeLabels } from '@acolhe/shared/payments';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { PixKeyForm } from './pix-key-form.tsx';
import { SettingsSection } from './settings-section.tsx';

type Payments = RouterOutputs['psychologistSettings']['payments'];

function Saved({ label, children }: { label: string; children: string }) {
  return (
    <Box bg="teal.50" borderRadius="md" p="3" data-testid={label}>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontWeight="medium">{children}</Text>
    </Box>
  );
}

export function PaymentsSection({ payments }: { payments: Payments }) {
  const { bankAccount, pixKey } = payments;
  return (
    <SettingsSection id="payment-settings" title="Pagamentos" description="Onde você recebe pelas consultas.">
      <Stack gap="5">
        <Heading as="h3" size="md">
          Conta bancária
        </Heading>
        {bankAccount && (
          <Saved label="Conta bancária cadastrada">
            {`${bankAccount.bankName} · Ag. ${bankAccount.agency} · ${accountTypeLabels[bankAccount.accountType as keyof typeof accountTypeLabels] ?? ''} ${bankAccount.account} · ${bankAccount.holderName} (${bankAccount.holderDocument})`}
          </Saved>
        )}
        <BankAccountForm />
        <Separator />
        <Heading as="h3" size="md">
          Chave PIX
        </Heading>
        {pixKey && (
          <Saved label="Chave PIX cadastrada">{`${pixKeyTypeLabels[pixKey.type as keyof typeof pixKeyTypeLabels] ?? pixKey.type}: ${pixKey.key}`}</Saved>
        )}
        <PixKeyForm />
      </Stack>
    </SettingsSection>
  );
}
