import { Card, DataList } from '@chakra-ui/react';
import { formatBytes } from '@acolhe/shared/format';
import type { PlatformFacts } from './settings-types.ts';

function videoOf(facts: PlatformFacts): string {
  return facts.video.engine === 'livekit' ? `LiveKit — ${facts.video.url}` : 'Embutido (WebRTC ponto a ponto)';
}

function mailOf(facts: PlatformFacts): string {
  if (facts.mail.transport === 'smtp') return facts.mail.host ? `SMTP — ${facts.mail.host}` : 'SMTP';
  return 'Caixa de saída no banco de dados (sem SMTP)';
}

/** What the environment and the running server decide: shown, not edited here. */
export function PlatformFactsCard({ facts }: { facts: PlatformFacts }) {
  const items = [
    { label: 'Vídeo', value: videoOf(facts) },
    { label: 'Envio de e-mail', value: mailOf(facts) },
    { label: 'Tamanho do banco de dados', value: formatBytes(facts.databaseSizeBytes) },
    { label: 'Versão do aplicativo', value: facts.appVersion },
  ];
  return (
    <Card.Root as="section" size={{ base: 'sm', md: 'md' }} aria-labelledby="platform-facts">
      <Card.Header>
        <Card.Title id="platform-facts">Sistema</Card.Title>
        <Card.Description>Definidos pela configuração do servidor; não são editáveis aqui.</Card.Description>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="4">
          {items.map((item) => (
            <DataList.Item key={item.label}>
              <DataList.ItemLabel minW="48">{item.label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{item.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
