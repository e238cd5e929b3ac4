// No zod here: the directory screen needs these without the schemas (see directory.ts).
export const directorySorts = ['rating', 'price-low', 'price-high', 'reviews'] as const;
export type DirectorySort = (typeof directorySorts)[number];

export const directorySortLabels: Record<DirectorySort, string> = {
  rating: 'Melhor avaliação',
  'price-low': 'Menor preço',
  'price-high': 'Maior preço',
  reviews: 'Mais avaliações',
};

export const directoryPageSize = 12;
