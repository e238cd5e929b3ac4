import { Card, Field, Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { consultationMinutesRange, intervalMinutesRange, type SaveAgendaInput } from '@acolhe/shared/agenda';

interface ConsultationSettingsCardProps {
  register: UseFormRegister<SaveAgendaInput>;
  errors: FieldErrors<SaveAgendaInput>;
}

export function ConsultationSettingsCard({ register, errors }: ConsultationSettingsCardProps) {
  return (
    <Card.Root as="section" size={{ base: 'sm', md: 'md' }} aria-labelledby="consultation-settings-title">
      <Card.Header>
        <Card.Title as="h2" id="consultation-settings-title">Configurações de Consulta</Card.Title>
        <Card.Description>
          O intervalo é o descanso entre o fim de uma consulta e o início da próxima.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={!!errors.consultationMinutes}>
            <Field.Label>Duração da consulta (minutos)</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              bg="white"
              min={consultationMinutesRange.min}
              max={consultationMinutesRange.max}
              {...register('consultationMinutes', { valueAsNumber: true })}
            />
            <Field.ErrorText>{errors.consultationMinutes?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.intervalMinutes}>
            <Field.Label>Intervalo entre consultas (minutos)</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              bg="white"
              min={intervalMinutesRange.min}
              max={intervalMinutesRange.max}
              {...register('intervalMinutes', { valueAsNumber: true })}
            />
            <Field.ErrorText>{errors.intervalMinutes?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
