import { Checkbox, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { seriesWeekOptions } from '@acolhe/shared/appointment-series';

interface WeeklyOptionProps {
  weekly: boolean;
  weeks: number;
  onWeeklyChange: (weekly: boolean) => void;
  onWeeksChange: (weeks: number) => void;
}

/** 'Repetir toda semana' and for how many weeks (2–12). */
export function WeeklyOption({ weekly, weeks, onWeeklyChange, onWeeksChange }: WeeklyOptionProps) {
  return (
    <Stack gap="3">
      <HStack gap="4" flexWrap="wrap" align="end">
        <Checkbox.Root checked={weekly} onCheckedChange={(details) => onWeeklyChange(details.checked === true)} colorPalette="teal">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Repetir toda semana</Checkbox.Label>
        </Checkbox.Root>
        {weekly && (
          <Field.Root w="auto">
            <Field.Label>Por quantas semanas</Field.Label>
            <NativeSelect.Root w="40">
              <NativeSelect.Field bg="white" value={weeks} onChange={(event) => onWeeksChange(Number(event.currentTarget.value))}>
                {seriesWeekOptions.map((option) => (
                  <option key={option} value={option}>
                    {option} semanas
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </HStack>
    </Stack>
  );
}
