import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react';

export function SettingsSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" size={{ base: 'sm', md: 'md' }} aria-labelledby={id}>
      <Card.Header>
        <Card.Title as="h2" id={id}>{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
