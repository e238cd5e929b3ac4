import { useEffect, useRef } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

/**
 * The search box of a filter bar; the placeholder doubles as its accessible name. On a page the server
 * rendered, a visitor may type before the app has adopted it: that text is taken up once the app runs,
 * rather than left in the box with no search behind it.
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
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typedEarly = input.current?.value;
    if (typedEarly !== undefined && typedEarly !== value) onChange(typedEarly);
    // Only once, at adoption: afterwards the box and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
