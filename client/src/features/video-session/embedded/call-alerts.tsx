import { Alert, Button, HStack } from '@chakra-ui/react';
import { sessionMessages } from '@acolhe/shared/sessions';
import type { CallFailure } from './call-snapshot.ts';

const failureText: Record<CallFailure, string> = {
  'relay-refused': sessionMessages.relayRefused,
  unreachable: sessionMessages.unreachable,
};

/** No media path could be made: said plainly instead of an endless 'Conectando...'. */
export function CallFailureAlert({ failure }: { failure: CallFailure }) {
  return (
    <Alert.Root status="error" variant="subtle" role="alert" data-testid="call-failure">
      <Alert.Indicator />
      <Alert.Title>{failureText[failure]}</Alert.Title>
    </Alert.Root>
  );
}

interface AudioOnlyOfferProps {
  onAudioOnly: () => void;
  onKeepVideo: () => void;
}

/** After a long drop: the person chooses between trying to keep video and talking with audio only. */
export function AudioOnlyOffer({ onAudioOnly, onKeepVideo }: AudioOnlyOfferProps) {
  return (
    <Alert.Root status="warning" variant="subtle" data-testid="audio-only-offer">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{sessionMessages.audioOnlyOffer}</Alert.Title>
        <HStack gap="2" mt="2" wrap="wrap">
          <Button size="sm" colorPalette="orange" onClick={onAudioOnly}>
            Continuar só com áudio
          </Button>
          <Button size="sm" variant="outline" onClick={onKeepVideo}>
            Manter vídeo
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
