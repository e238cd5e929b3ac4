import { HStack, IconButton } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { starsLabel } from '../appointment-format.ts';

const ratings = [1, 2, 3, 4, 5] as const;

function Star({ filled, size = 18 }: { filled: boolean; size?: number }) {
  return <LuStar size={size} fill={filled ? 'currentColor' : 'none'} color={filled ? '#D69E2E' : '#A0AEC0'} />;
}

/** A given rating, for reading only. */
export function StarRatingDisplay({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Sua avaliação: ${starsLabel(rating)}`}>
      {ratings.map((value) => (
        <Star key={value} filled={value <= rating} />
      ))}
    </HStack>
  );
}

/** Five buttons, one per score; the chosen one is pressed. */
export function StarRatingPicker({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <HStack gap="1" role="group" aria-label="Nota">
      {ratings.map((rating) => (
        <IconButton
          key={rating}
          aria-label={starsLabel(rating)}
          aria-pressed={value === rating}
          variant="ghost"
          size="lg"
          onClick={() => onChange(rating)}
        >
          <Star filled={rating <= value} size={28} />
        </IconButton>
      ))}
    </HStack>
  );
}
