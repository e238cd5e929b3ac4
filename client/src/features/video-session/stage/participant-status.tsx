import { Badge, Center, Circle, Stack, Text } from '@chakra-ui/react';
import { LuMicOff } from 'react-icons/lu';
import { initialsOf } from '@acolhe/shared/names';

/** In place of a switched-off camera: the person's initials, and for the other side, a sentence. */
export function CameraOffCard({ name, remote }: { name: string; remote: boolean }) {
  return (
    <Center
      position="absolute"
      inset="0"
      bg="gray.800"
      color="white"
      data-testid={remote ? 'remote-camera-off' : 'local-camera-off'}
    >
      <Stack align="center" gap="3">
        <Circle
          size={remote ? '24' : '12'}
          bg="teal.solid"
          fontSize={remote ? '3xl' : 'md'}
          fontWeight="bold"
          aria-hidden="true"
        >
          {initialsOf(name)}
        </Circle>
        {remote && <Text>{name} desligou a câmera</Text>}
      </Stack>
    </Center>
  );
}

export function MutedBadge() {
  return (
    <Badge
      position="absolute"
      top="3"
      right="3"
      colorPalette="red"
      variant="solid"
      size="lg"
      data-testid="remote-muted"
    >
      <LuMicOff /> Microfone desligado
    </Badge>
  );
}

/** Alone in the room, or left alone: what is happening, over the dark stage. */
export function StageMessage({ text }: { text: string }) {
  return (
    <Center position="absolute" inset="0" color="white" textAlign="center" p="6">
      <Text fontSize="lg" role="status">
        {text}
      </Text>
    </Center>
  );
}
