import { useMemo } from 'react';
import { DatePicker, Portal, parseDate } from '@chakra-ui/react';
import { LuCalendar } from 'react-icons/lu';
import { useCalendar } from '../../lib/calendar.tsx';
import { datePickerTranslations } from './date-picker-translations.ts';

interface DateInputProps {
  label: string;
  /** 'yyyy-MM-dd', or '' when empty: the form the API takes. */
  value: string;
  onChange: (value: string) => void;
  /** The first day that can be chosen, 'yyyy-MM-dd'. */
  min?: string;
  name?: string;
}

/**
 * A date typed as dd/mm/aaaa or picked from a calendar, whatever the browser's language: the native
 * date input follows the browser's locale (mm/dd/yyyy in an English Chrome).
 */
export function DateInput({ label, value, onChange, min, name }: DateInputProps) {
  const { timeZone } = useCalendar();
  const selected = useMemo(() => (value ? [parseDate(value)] : []), [value]);
  const first = useMemo(() => (min ? parseDate(min) : undefined), [min]);
  return (
    <DatePicker.Root
      locale="pt-BR"
      timeZone={timeZone}
      startOfWeek={0}
      value={selected}
      min={first}
      name={name}
      placeholder="dd/mm/aaaa"
      translations={datePickerTranslations}
      onValueChange={(details) => onChange(details.value[0]?.toString() ?? '')}
    >
      <DatePicker.Label>{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input bg="white" inputMode="numeric" autoComplete="off" />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger>
            <LuCalendar />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
