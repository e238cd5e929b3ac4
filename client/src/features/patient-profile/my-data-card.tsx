import { useState } from 'react';
import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { LuDownload, LuTrash2 } from 'react-icons/lu';
import { profileMessages } from '@acolhe/shared/patient-profile';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError } from '../../lib/notify.ts';
import { useTRPCClient } from '../../lib/trpc.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { downloadJson } from './download-json.ts';
import { ProfileCard } from '../../components/profile-card.tsx';

export function MyDataCard() {
  const client = useTRPCClient();
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: () => client.patient.profile.exportData.query(),
    onSuccess: (data) => downloadJson('acolhe-meus-dados.json', data),
    onError: (error) => notifyError(errorMessage(error, profileMessages.exportError)),
  });

  return (
    <ProfileCard
      title="Meus dados (LGPD)"
      description="Você controla os dados que o Acolhe guarda sobre você."
    >
      <Stack gap="5">
        <Stack gap="2" align="start">
          <Text>
            Baixe um arquivo JSON com tudo o que guardamos sobre você: conta, preferências, consultas e
            avaliações.
          </Text>
          <Button
            variant="outline"
            colorPalette="teal"
            w={{ base: 'full', sm: 'auto' }}
            loading={download.isPending}
            loadingText="Preparando..."
            onClick={() => download.mutate()}
          >
            <LuDownload /> Baixar meus dados
          </Button>
        </Stack>
        <Separator />
        <Stack gap="2" align="start">
          <Text>
            Ao excluir sua conta, seus dados pessoais são anonimizados, suas consultas futuras são canceladas
            e você sai de todos os dispositivos. Esta ação não pode ser desfeita.
          </Text>
          <Button colorPalette="red" w={{ base: 'full', sm: 'auto' }} onClick={() => setDeleting(true)}>
            <LuTrash2 /> Excluir minha conta
          </Button>
        </Stack>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </ProfileCard>
  );
}
