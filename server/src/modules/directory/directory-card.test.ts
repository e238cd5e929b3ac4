import { expectTypeOf, test } from 'vitest';
import type { DirectoryCard } from '@acolhe/shared/directory';
import type { toCard } from './directory-card.ts';
import type { selectCards } from './directory.repository.ts';

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];
type Card = ReturnType<typeof toCard<CardRow>>;

// The directory's page is typed by the shared DirectoryCard (services.ts names it without importing this
// module): a column added to the cards' query must be added there too, or tsc fails here.
test('a card made from the directory query is exactly the shared DirectoryCard', () => {
  expectTypeOf<{ [Field in keyof Card]: Card[Field] }>().toEqualTypeOf<DirectoryCard>();
});
