import { Alert, Button } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';

/** A screen's or a section's failed load, with the server's message and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" bg="white" onClick={onRetry}>
        <LuRefreshCw /> Tentar novamente
      </Button>
    </Alert.Root>
  );
}
