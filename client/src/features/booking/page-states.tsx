import { Button, Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LuArrowLeft } from 'react-icons/lu';
import { errorMessage } from '../../lib/error-message.ts';

/** The way back from a booking screen. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" mb="4" ml="-2">
      <RouterLink to={to}>
        <LuArrowLeft /> {label}
      </RouterLink>
    </Button>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <Center py="16" gap="3" color="gray.600" role="status">
      <Spinner color="brand.solid" />
      <Text>{label}</Text>
    </Center>
  );
}

/** A query that failed: the way back, then the server's message (or `fallback`). */
export function LoadFailed({ back, error, fallback }: { back: ReactNode; error: unknown; fallback: string }) {
  return (
    <>
      {back}
      <Text color="red.600" role="alert">
        {errorMessage(error, fallback)}
      </Text>
    </>
  );
}
