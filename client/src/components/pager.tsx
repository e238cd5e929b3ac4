import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function Pager({ page, totalPages, onPageChange }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Paginação" justify="center" gap="3" mt="6">
      <Button
        variant="outline"
        bg="white"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <LuChevronLeft /> Anterior
      </Button>
      <Text fontSize="sm" color="gray.600" aria-live="polite">
        Página {page} de {totalPages}
      </Text>
      <Button
        variant="outline"
        bg="white"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Próxima <LuChevronRight />
      </Button>
    </HStack>
  );
}
