import { Button, Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { RecordEntryKind } from '@acolhe/shared/clinical-records';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { EntryForm } from './entry-form.tsx';
import { useRecordWrites } from './use-record-writes.ts';

interface NewEntryProps {
  patientId: number;
  kind: RecordEntryKind;
  buttonLabel: string;
  /** For an evolution: the held consultations that have none yet. */
  consultations?: { id: number; label: string }[];
}

/** A button that opens the form of a new entry in one section of the record. */
export function NewEntry({ patientId, kind, buttonLabel, consultations }: NewEntryProps) {
  const { addEntry } = useRecordWrites();
  const [open, setOpen] = useState(false);
  const [appointmentId, setAppointmentId] = useState(0);
  if (!open) {
    return (
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        <LuPlus /> {buttonLabel}
      </Button>
    );
  }
  const appointmentError = addEntry.error ? fieldErrorsOf(addEntry.error).appointmentId : undefined;
  const close = () => {
    addEntry.reset();
    setOpen(false);
    setAppointmentId(0);
  };
  return (
    <EntryForm
      label="Texto"
      submitLabel="Salvar registro"
      pending={addEntry.isPending}
      error={appointmentError ? null : addEntry.error}
      onCancel={close}
      onSubmit={(text) =>
        addEntry.mutate(
          {
            patientId,
            kind,
            text,
            appointmentId: consultations && appointmentId > 0 ? appointmentId : undefined,
          },
          {
            onSuccess: () => {
              close();
              notifySuccess('Registro salvo no prontuário.');
            },
          },
        )
      }
    >
      {consultations && (
        <Field.Root invalid={appointmentError !== undefined}>
          <Field.Label>Consulta</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              value={appointmentId}
              onChange={(event) => setAppointmentId(Number(event.target.value))}
            >
              <option value={0}>Escolha a consulta</option>
              {consultations.map((consultation) => (
                <option key={consultation.id} value={consultation.id}>
                  {consultation.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{appointmentError}</Field.ErrorText>
        </Field.Root>
      )}
    </EntryForm>
  );
}
