import { Button, Center, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../lib/paths.ts';

export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Center minH="100vh" px="4">
      <Stack gap="4" textAlign="center" align="center" maxW="lg">
        <Heading as="h1" size="2xl">
          Unexpected Application Error!
        </Heading>
        <Text color="gray.600">Algo deu errado ao abrir esta página. Tente recarregar.</Text>
        <Code whiteSpace="pre-wrap">{detail}</Code>
        <Button colorPalette="teal" onClick={() => window.location.assign(paths.home)}>
          Voltar para a página inicial
        </Button>
      </Stack>
    </Center>
  );
}
