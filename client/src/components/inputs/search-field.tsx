import { Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { useValueChosenEarly } from './use-value-chosen-early.ts';

/**
 * The search box of a filter bar; the placeholder doubles as its accessible name. On a page the server
 * rendered, a visitor may type before the app has adopted it: that text is taken up once the app runs
 * (use-value-chosen-early.ts).
 */
export function SearchField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const input = useValueChosenEarly<HTMLInputElement>(value, onChange);
  return (
    <InputGroup flex="1" startElement={<LuSearch />}>
      <Input
        ref={input}
        type="search"
        bg="white"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
      />
    </InputGroup>
  );
}
