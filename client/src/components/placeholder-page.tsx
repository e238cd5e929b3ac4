import { Card, Text } from '@chakra-ui/react';
import { PageHeader } from './page-header.tsx';

/** A screen whose content arrives with a later release; it already sits in its area with its title. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} {...(description ? { description } : {})} />
      <Card.Root>
        <Card.Body>
          <Text color="gray.600">Esta área estará disponível em breve.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
