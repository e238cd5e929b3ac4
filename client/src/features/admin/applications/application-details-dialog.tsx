import { useState } from 'react';
import { Button, CloseButton, DataList, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useCalendar, type Calendar } from '../../../lib/calendar.tsx';
import { ApplicationDecisionButtons } from './application-decision-buttons.tsx';
import { formatRate, type Application } from './application-format.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { CrpVerification } from './crp-verification.tsx';

const notInformed = 'Não informado';

interface ApplicationDetailsDialogProps {
  application: Application | null;
  approving: boolean;
  rejecting: boolean;
  onApprove: (application: Application) => void;
  onReject: (application: Application) => void;
  onClose: () => void;
}

function details(application: Application, calendar: Calendar): { label: string; value: string }[] {
  return [
    { label: 'E-mail', value: application.email },
    { label: 'Telefone', value: application.phone },
    { label: 'Especialidade', value: application.specialty },
    { label: 'Experiência', value: application.experience ?? notInformed },
    { label: 'Formação', value: application.education ?? notInformed },
    { label: 'Valor da consulta', value: formatRate(application.hourlyRate) },
    { label: 'Horário de atendimento', value: application.availableHours },
    { label: 'Data da candidatura', value: calendar.formatDate(application.applicationDate) },
    ...(application.reviewedAt ? [{ label: 'Analisada em', value: calendar.formatDate(application.reviewedAt) }] : []),
    ...(application.status === 'rejected'
      ? [{ label: 'Motivo da rejeição', value: application.rejectionReason || notInformed }]
      : []),
  ];
}

export function ApplicationDetailsDialog({
  application,
  approving,
  rejecting,
  onApprove,
  onReject,
  onClose,
}: ApplicationDetailsDialogProps) {
  const calendar = useCalendar();
  // The page keys this dialog by application, so the tick never carries over to another applicant.
  const [crpChecked, setCrpChecked] = useState(false);
  return (
    <Dialog.Root
      open={application !== null}
      onOpenChange={({ open }) => !open && onClose()}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {application && (
              <>
                <Dialog.Header>
                  <HStack gap="3" wrap="wrap">
                    <Dialog.Title>{application.name}</Dialog.Title>
                    <ApplicationStatusBadge status={application.status} />
                  </HStack>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="6">
                    <CrpVerification
                      application={application}
                      checked={crpChecked}
                      onCheckedChange={setCrpChecked}
                    />
                    <DataList.Root orientation="horizontal" gap="3">
                      {details(application, calendar).map(({ label, value }) => (
                        <DataList.Item key={label}>
                          <DataList.ItemLabel w={{ base: '28', sm: '44' }} flexShrink="0">
                            {label}
                          </DataList.ItemLabel>
                          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                    <Stack gap="1">
                      <Text fontWeight="semibold">Biografia profissional</Text>
                      <Text color="gray.700" whiteSpace="pre-line">
                        {application.bio}
                      </Text>
                    </Stack>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline" size="sm">
                      Fechar
                    </Button>
                  </Dialog.ActionTrigger>
                  {application.status === 'pending' && (
                    <ApplicationDecisionButtons
                      approving={approving}
                      rejecting={rejecting}
                      approveDisabled={!crpChecked}
                      onApprove={() => onApprove(application)}
                      onReject={() => onReject(application)}
                    />
                  )}
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar detalhes" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
