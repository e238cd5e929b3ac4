import type { KeyboardEvent, Ref } from 'react';
import { Input, type InputProps } from '@chakra-ui/react';
import { completeTime, maskTime, stepTime } from '../../lib/time-mask.ts';

interface TimeInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** 'HH:MM' on the 24-hour clock, as the API takes it (or what the user has typed so far). */
  value: string;
  onChange: (value: string) => void;
  /** Minutes the arrow keys move the time by. */
  step?: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A 24-hour time typed as HH:MM, whatever the browser's language: the native time input follows the
 * browser's locale (AM/PM in an English Chrome). The arrow keys move it by `step` minutes.
 */
export function TimeInput({ value, onChange, step = 15, onBlur, onKeyDown, ...rest }: TimeInputProps) {
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onChange(stepTime(value, event.key === 'ArrowUp' ? step : -step, '09:00'));
  };
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="hh:mm"
      maxLength={5}
      value={value}
      onChange={(event) => onChange(maskTime(event.target.value))}
      onBlur={(event) => {
        const completed = completeTime(value);
        if (completed !== value) onChange(completed);
        onBlur?.(event);
      }}
      onKeyDown={keyDown}
      {...rest}
    />
  );
}
