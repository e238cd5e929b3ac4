import { Alert, Link } from '@chakra-ui/react';
import { LuPhone } from 'react-icons/lu';
import { urgentHelp } from '@acolhe/shared/telehealth-consent';

/** Where to find urgent help, always in the waiting room: the numbers dial straight from a phone. */
export function UrgentHelp() {
  const [cvv, samu] = urgentHelp.lines;
  return (
    <Alert.Root status="info" variant="subtle" role="note" aria-label="Ajuda urgente" data-testid="urgent-help">
      <Alert.Indicator>
        <LuPhone />
      </Alert.Indicator>
      <Alert.Description>
        Em crise ou risco de vida? Ligue{' '}
        <Link href={`tel:${cvv.number}`} aria-label={cvv.label} fontWeight="semibold" color="brand.fg">
          188
        </Link>{' '}
        (CVV, 24h, gratuito) ou{' '}
        <Link href={`tel:${samu.number}`} aria-label={samu.label} fontWeight="semibold" color="brand.fg">
          192
        </Link>{' '}
        (SAMU).
      </Alert.Description>
    </Alert.Root>
  );
}
