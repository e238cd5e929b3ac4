import { useState } from 'react';
import { Alert, Button, Card, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { telehealthConsentMessages, telehealthConsentText } from '@acolhe/shared/telehealth-consent';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { InPersonContact } from './in-person-contact.tsx';

interface TelehealthConsentProps {
  psychologistId: number;
  psychologistName: string;
  /** Reloads the session; the consent button keeps spinning until it is back. */
  onConsented: () => Promise<unknown>;
}

/**
 * Before a patient's first consultation with a psychologist: informed consent to online care
 * (Lei 14.510/2022 art. 26-A). Agreeing is stored; preferring in-person care keeps the room closed and
 * says how to reach the psychologist.
 */
export function TelehealthConsent({ psychologistId, psychologistName, onConsented }: TelehealthConsentProps) {
  const trpc = useTRPC();
  const [refused, setRefused] = useState(false);
  const give = useMutation(trpc.patient.telehealthConsent.give.mutationOptions({ onSuccess: onConsented }));

  if (refused)
    return (
      <InPersonContact psychologistId={psychologistId} psychologistName={psychologistName} onChangedMind={() => setRefused(false)} />
    );
  return (
    <Card.Root as="section" aria-labelledby="telehealth-consent-title" data-testid="telehealth-consent">
      <Card.Body gap="4">
        <Stack gap="2">
          <Heading as="h2" size="md" id="telehealth-consent-title">
            {telehealthConsentText.title}
          </Heading>
          <Text>{telehealthConsentText.intro(psychologistName)}</Text>
        </Stack>
        {telehealthConsentText.sections.map((section) => (
          <Stack key={section.heading} gap="1">
            <Heading as="h3" size="sm">
              {section.heading}
            </Heading>
            <Text color="gray.700">{section.text}</Text>
          </Stack>
        ))}
        {give.isError && (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(give.error, telehealthConsentMessages.saveError)}</Alert.Title>
          </Alert.Root>
        )}
        <Wrap gap="3">
          <Button colorPalette="teal" loading={give.isPending} onClick={() => give.mutate({ psychologistId })}>
            {telehealthConsentText.accept}
          </Button>
          <Button variant="outline" disabled={give.isPending} onClick={() => setRefused(true)}>
            {telehealthConsentText.refuse}
          </Button>
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
