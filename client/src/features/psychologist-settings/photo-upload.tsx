import { useRef } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LuCamera } from 'react-icons/lu';
import { photoMessages, photoUploadPath } from '@acolhe/shared/photos';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * The server answers a refusal in tRPC's error shape with a pt-BR message; a request that never got an
 * answer (the connection dropped) says so in pt-BR too, not the browser's 'Failed to fetch'.
 */
async function uploadPhoto(file: File): Promise<void> {
  const response = await fetch(photoUploadPath, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    credentials: 'same-origin',
    body: file,
  }).catch((cause: unknown) => {
    throw new Error(photoMessages.uploadUnreachable, { cause });
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new Error(body?.error?.message ?? photoMessages.uploadError);
}

export function PhotoUpload({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: async () => {
      notifySuccess(photoMessages.updated);
      await queryClient.invalidateQueries({ queryKey: trpc.psychologistSettings.profile.queryKey() });
    },
    onError: (error) => notifyError(error.message),
  });
  return (
    <Flex gap="4" align="center" wrap="wrap">
      <PersonAvatar name={name} photoUrl={photoUrl} size="2xl" alt={`Foto de ${name}`} />
      <Stack gap="1">
        <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
          <LuCamera /> Alterar Foto
        </Button>
        <Text fontSize="sm" color="gray.600">
          {photoMessages.hint}
        </Text>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Arquivo da foto"
          accept="image/jpeg,image/gif,image/png"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
      </Stack>
    </Flex>
  );
}
