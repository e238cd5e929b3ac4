import { Fragment } from 'react';
import { Card, Grid, Text } from '@chakra-ui/react';
import { formatBytes } from '@acolhe/shared/format';
import type { RouterOutputs } from '../../../lib/trpc.ts';

type PlatformFacts = RouterOutputs['admin']['settings']['get']['facts'];

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
        <Card.Title as="h2" id="platform-facts">Sistema</Card.Title>
        <Card.Description>Definidos pela configuração do servidor; não são editáveis aqui.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Grid as="dl" templateColumns={{ base: '1fr', md: '14rem 1fr' }} columnGap="6" rowGap={{ base: '1', md: '3' }}>
          {items.map((item) => (
            <Fragment key={item.label}>
              <Text as="dt" color="gray.600" fontSize="sm" mt={{ base: '2', md: '0' }}>
                {item.label}
              </Text>
              <Text as="dd" overflowWrap="anywhere">
                {item.value}
              </Text>
            </Fragment>
          ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
