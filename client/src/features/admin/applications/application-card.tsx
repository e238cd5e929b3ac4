import { memo } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, Flex, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuCalendar, LuClock, LuEye, LuMail, LuPhone, LuWallet } from 'react-icons/lu';
import { useCalendar } from '../../../lib/calendar.tsx';
import { ApplicationDecisionButtons } from './application-decision-buttons.tsx';
import { bioPreview, formatRate, type Application } from './application-format.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

interface ApplicationCardProps {
  application: Application;
  approving: boolean;
  rejecting: boolean;
  onApprove: (application: Application) => void;
  onReject: (application: Application) => void;
  onShowDetails: (application: Application) => void;
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" color="gray.600" fontSize="sm" minW="0">
      {icon}
      <Text truncate>{children}</Text>
    </HStack>
  );
}

/** Memoised: the list keeps unchanged applications by reference across refetches. */
export const ApplicationCard = memo(function ApplicationCard({
  application,
  approving,
  rejecting,
  onApprove,
  onReject,
  onShowDetails,
}: ApplicationCardProps) {
  const calendar = useCalendar();
  return (
    <Card.Root as="article" aria-label={application.name}>
      <Card.Body gap="4">
        <Flex justify="space-between" align="start" gap="3">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md">
              {application.name}
            </Heading>
            <Text color="brand.fg" fontWeight="medium">
              {application.specialty}
            </Text>
          </Stack>
          <ApplicationStatusBadge status={application.status} />
        </Flex>
        <Stack gap="1.5">
          <Detail icon={<LuMail />}>{application.email}</Detail>
          <Detail icon={<LuPhone />}>{application.phone}</Detail>
          <Detail icon={<LuWallet />}>{formatRate(application.hourlyRate)} por consulta</Detail>
          <Detail icon={<LuClock />}>Atendimento: {application.availableHours}</Detail>
          <Detail icon={<LuCalendar />}>Candidatura em {calendar.formatDate(application.applicationDate)}</Detail>
        </Stack>
        <Text fontSize="sm" color="gray.700">
          {bioPreview(application.bio)}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Wrap gap="2">
          {application.status === 'pending' && (
            <ApplicationDecisionButtons
              approving={approving}
              rejecting={rejecting}
              onApprove={() => onApprove(application)}
              onReject={() => onReject(application)}
            />
          )}
          <Button size="sm" variant="ghost" onClick={() => onShowDetails(application)}>
            <LuEye /> Ver Detalhes
          </Button>
        </Wrap>
      </Card.Footer>
    </Card.Root>
  );
});
