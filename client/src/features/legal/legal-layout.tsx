import type { ReactNode } from 'react';
import { Box, Button, Card, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuArrowLeft } from 'react-icons/lu';
import { PublicHeader } from '../../components/navigation/public-header.tsx';
import { usePageHeading } from '../../components/use-page-heading.ts';
import { paths } from '../../lib/paths.ts';

/** Frame of a legal text: public header, title, date of the version in force and a way back home. */
export function LegalLayout({
  title,
  updatedAt,
  children,
}: {
  title: string;
  updatedAt: string;
  children: ReactNode;
}) {
  const heading = usePageHeading(title);
  return (
    <Box minH="100vh">
      <PublicHeader />
      <Container as="main" maxW="3xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} ref={heading} tabIndex={-1} outline="none">
              {title}
            </Heading>
            <Text color="gray.600" fontSize="sm">
              Última atualização: {updatedAt}
            </Text>
          </Stack>
          <Card.Root>
            <Card.Body p={{ base: '4', md: '6' }}>
              <Stack gap="6">{children}</Stack>
            </Card.Body>
          </Card.Root>
          <Button asChild variant="outline" colorPalette="teal" alignSelf="start">
            <RouterLink to={paths.home}>
              <LuArrowLeft /> Voltar para a página inicial
            </RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function LegalParagraph({ children }: { children: ReactNode }) {
  return <Text color="gray.700">{children}</Text>;
}

export function LegalList({ items }: { items: string[] }) {
  return (
    <List.Root ps="5" gap="1" color="gray.700">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}
