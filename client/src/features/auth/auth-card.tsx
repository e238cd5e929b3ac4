import type { ReactNode } from 'react';
import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Brand } from '../../components/brand.tsx';
import { usePageHeading } from '../../components/use-page-heading.ts';

/** A sign-in or sign-up page on its own: the brand, then the form in a card, as the page's `main`. */
export function AuthCard({ title, subtitle, children, maxW = 'md' }: { title: string; subtitle?: string; children: ReactNode; maxW?: string }) {
  const heading = usePageHeading(title);
  return (
    <Center as="main" minH="100vh" px="4" py="10" bg="gray.50">
      <Box w="full" maxW={maxW}>
        <Stack gap="6">
          <Center>
            <Brand />
          </Center>
          <Card.Root>
            <Card.Body>
              <Stack gap="6">
                <Stack gap="1" textAlign="center">
                  <Heading as="h1" size="xl" ref={heading} tabIndex={-1} outline="none">
                    {title}
                  </Heading>
                  {subtitle && <Text color="gray.600">{subtitle}</Text>}
                </Stack>
                {children}
              </Stack>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Box>
    </Center>
  );
}
