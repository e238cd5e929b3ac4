import { Alert, Button, Card, Heading, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LuMail, LuPhone } from 'react-icons/lu';
import { telehealthConsentText } from '@acolhe/shared/telehealth-consent';
import { errorMessage } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';

interface InPersonContactProps {
  psychologistId: number;
  psychologistName: string;
  onChangedMind: () => void;
}

/** The patient prefers in-person care: nothing is stored, the room stays closed, and here is whom to call. */
export function InPersonContact({ psychologistId, psychologistName, onChangedMind }: InPersonContactProps) {
  const trpc = useTRPC();
  const contact = useQuery(trpc.patient.telehealthConsent.inPersonContact.queryOptions({ psychologistId }));
  return (
    <Card.Root as="section" aria-labelledby="in-person-title" data-testid="in-person-contact">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="in-person-title">
          {telehealthConsentText.refusedTitle}
        </Heading>
        <Text>{telehealthConsentText.refusedText(psychologistName)}</Text>
        {contact.isPending && <Spinner size="sm" aria-label="Carregando contato" />}
        {contact.isError && (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(contact.error, 'Não foi possível carregar o contato.')}</Alert.Title>
          </Alert.Root>
        )}
        {contact.data && (
          <List.Root variant="plain" gap="2">
            <List.Item>
              <List.Indicator asChild color="brand.fg">
                <LuMail />
              </List.Indicator>
              <Link href={`mailto:${contact.data.email}`} color="brand.fg">
                {contact.data.email}
              </Link>
            </List.Item>
            {contact.data.phone && (
              <List.Item>
                <List.Indicator asChild color="brand.fg">
                  <LuPhone />
                </List.Indicator>
                {contact.data.phoneUri ? (
                  <Link href={contact.data.phoneUri} color="brand.fg">
                    {contact.data.phone}
                  </Link>
                ) : (
                  <Text as="span">{contact.data.phone}</Text>
                )}
              </List.Item>
            )}
          </List.Root>
        )}
        <Stack gap="3" align="start">
          <Text color="gray.700">
            {telehealthConsentText.refusedAppointments}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={paths.patient.appointments}>Ir para Minhas consultas</RouterLink>
            </Link>
          </Text>
          <Button variant="ghost" size="sm" onClick={onChangedMind}>
            {telehealthConsentText.changedMind}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
