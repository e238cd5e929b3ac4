import { Badge } from '@chakra-ui/react';

export type ConnectionLabel = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

const badges: Record<ConnectionLabel, { text: string; palette: string }> = {
  connecting: { text: 'Conectando...', palette: 'yellow' },
  connected: { text: 'Conectado', palette: 'green' },
  reconnecting: { text: 'Reconectando...', palette: 'orange' },
  disconnected: { text: 'Desconectado', palette: 'red' },
};

export function ConnectionBadge({ state }: { state: ConnectionLabel }) {
  const { text, palette } = badges[state];
  return (
    <Badge colorPalette={palette} variant="subtle" size="lg" role="status" data-testid="connection-state">
      {text}
    </Badge>
  );
}
