import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@chakra-ui/react';

export function ProfileCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {description && <Text color="gray.600">{description}</Text>}
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
