import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptMessages, receiptSettingsLabels, type ReceiptSettings } from '@acolhe/shared/receipts';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { SettingsSection } from './settings-section.tsx';
import { SwitchesForm } from './switches-form.tsx';

/** 'Atendo como pessoa física' shows the Receita Saúde export on the reports screen. */
export function ReceiptsSection({ settings }: { settings: ReceiptSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.psychologistSettings.updateReceipts.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess(receiptMessages.settingsSaved);
        queryClient.setQueryData(trpc.psychologistSettings.receipts.queryKey(), saved);
      },
      onError: (error) => notifyError(errorMessage(error, receiptMessages.saveError)),
    }),
  );
  return (
    <SettingsSection
      id="receipt-settings"
      title="Recibos (Receita Saúde)"
      description="Quem recebe como pessoa física emite um recibo no Receita Saúde a cada pagamento. Marque para ver, em Relatórios, as consultas com recibo pendente e exportá-las para o Carnê-Leão Web."
    >
      <SwitchesForm
        label="Recibos"
        values={settings}
        labels={receiptSettingsLabels}
        saving={update.isPending}
        onSave={(values) => update.mutate(values)}
      />
    </SettingsSection>
  );
}
