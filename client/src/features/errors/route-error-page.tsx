import { Button, Center, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageHeading } from '../../components/use-page-heading.ts';
import { paths } from '../../lib/paths.ts';

export function RouteErrorPage({ error }: { error: unknown }) {
  const heading = usePageHeading('Erro inesperado');
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Center as="main" minH="100vh" px="4">
      <Stack gap="4" textAlign="center" align="center" maxW="lg">
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
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
