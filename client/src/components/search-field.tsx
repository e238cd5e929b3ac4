import { Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

/** The search box of a filter bar; the placeholder doubles as its accessible name. */
export function SearchField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <InputGroup flex="1" startElement={<LuSearch />}>
      <Input
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
