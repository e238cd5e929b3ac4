import { memo } from 'react';
import { Button, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuEye } from 'react-icons/lu';
import { useCalendar } from '../../../lib/calendar.tsx';
import { ApplicationDecisionButtons } from '../applications/application-decision-buttons.tsx';
import { bioPreview, formatRate, type Application } from '../applications/application-format.ts';

interface PendingApplicationItemProps {
  application: Application;
  approving: boolean;
  rejecting: boolean;
  onApprove: (application: Application) => void;
  onReject: (application: Application) => void;
  onShowDetails: (application: Application) => void;
}

export const PendingApplicationItem = memo(function PendingApplicationItem({
  application,
  approving,
  rejecting,
  onApprove,
  onReject,
  onShowDetails,
}: PendingApplicationItemProps) {
  const calendar = useCalendar();
  return (
    <Stack as="article" aria-label={application.name} gap="3" borderWidth="1px" borderRadius="md" p="4" bg="white">
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">{application.name}</Text>
          <Text fontSize="sm" color="brand.fg">
            {application.specialty}
          </Text>
          <Text fontSize="sm" color="gray.600" truncate>
            {application.email}
          </Text>
        </Stack>
        <Stack gap="0" textAlign={{ base: 'left', sm: 'right' }} fontSize="sm" color="gray.600">
          <Text>{formatRate(application.hourlyRate)} por consulta</Text>
          <Text>Enviada em {calendar.formatDate(application.applicationDate)}</Text>
        </Stack>
      </Flex>
      <Text fontSize="sm" color="gray.700">
        {bioPreview(application.bio)}
      </Text>
      <HStack>
        <Wrap gap="2">
          <ApplicationDecisionButtons
            approving={approving}
            rejecting={rejecting}
            rejectLabel="Reprovar"
            onApprove={() => onApprove(application)}
            onReject={() => onReject(application)}
          />
          <Button size="sm" variant="ghost" onClick={() => onShowDetails(application)}>
            <LuEye /> Ver Detalhes
          </Button>
        </Wrap>
      </HStack>
    </Stack>
  );
});
