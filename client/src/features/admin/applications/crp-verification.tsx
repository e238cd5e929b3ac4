import { Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { cfpRegisterSearchUrl, crpCheckMessages } from '@acolhe/shared/admin';
import { useCalendar } from '../../../lib/calendar.tsx';
import type { Application } from './application-format.ts';

interface CrpVerificationProps {
  application: Application;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The CFP's register has no API: the admin opens its search, checks the CRP by hand and says so before
 * approving. After the approval, who checked it and when.
 */
export function CrpVerification({ application, checked, onCheckedChange }: CrpVerificationProps) {
  const calendar = useCalendar();
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4" bg="gray.50">
      <Text fontWeight="semibold">CRP: {application.crp ?? 'Não informado'}</Text>
      <Link
        href={cfpRegisterSearchUrl}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
        w="fit-content"
      >
        Consultar no Cadastro Nacional de Psicólogos (CFP) <LuExternalLink />
      </Link>
      {application.status === 'pending' && (
        <Checkbox.Root
          checked={checked}
          onCheckedChange={(details) => onCheckedChange(details.checked === true)}
          colorPalette="teal"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{crpCheckMessages.label}</Checkbox.Label>
        </Checkbox.Root>
      )}
      {application.crpCheckedBy && application.crpCheckedAt && (
        <Text fontSize="sm" color="gray.700">
          CRP conferido por {application.crpCheckedBy} em {calendar.formatDate(application.crpCheckedAt)}
        </Text>
      )}
    </Stack>
  );
}
