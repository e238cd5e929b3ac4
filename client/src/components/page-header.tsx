import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageHeading } from './use-page-heading.ts';

/** The page's `h1`, which also names the browser tab and takes focus after a navigation. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  const heading = usePageHeading(title);
  return (
    <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4" mb="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
          {title}
        </Heading>
        {description && <Text color="gray.600">{description}</Text>}
      </Stack>
      {actions}
    </Flex>
  );
}
