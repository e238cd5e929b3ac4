import { Card, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { consultationMinutesRange, intervalMinutesRange, type SaveAgendaInput } from '@acolhe/shared/agenda';
import { cancellationNoticeLabels, cancellationNoticeOptions } from '@acolhe/shared/appointments';

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
          O intervalo é o descanso entre o fim de uma consulta e o início da próxima. A antecedência vale para
          as consultas agendadas a partir de agora.
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
          <Field.Root invalid={!!errors.cancellationNoticeHours}>
            <Field.Label>Antecedência mínima para cancelar</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field bg="white" {...register('cancellationNoticeHours', { setValueAs: Number })}>
                {cancellationNoticeOptions.map((hours) => (
                  <option key={hours} value={hours}>
                    {cancellationNoticeLabels[hours]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>Cancelamentos do paciente com menos antecedência contam como tardios.</Field.HelperText>
            <Field.ErrorText>{errors.cancellationNoticeHours?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
