import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';

/** Styles as Chakra hands them to emotion: tokens, conditions and layers resolved. */
export type ResolvedStyle = ReturnType<SystemContext['css']>;

/** A recipe's variants and colour palette, as a Chakra component takes them. */
export type RecipeProps = Record<string, string>;

interface RecipeFn {
  (props: RecipeProps): SystemStyleObject;
  splitVariantProps(props: RecipeProps): [RecipeProps, RecipeProps];
}

interface SlotRecipeFn {
  (props: RecipeProps): Record<string, SystemStyleObject>;
  splitVariantProps(props: RecipeProps): [RecipeProps, RecipeProps];
}

/** What `chakra(tag)` puts before every element's styles: the styles of its own, empty, recipe. */
function emptyRecipeStyles(system: SystemContext): SystemStyleObject {
  return (system.cva({}) as unknown as RecipeFn)({});
}

/** A colour palette is also a style prop of the element that takes it (a recipe's root), as Chakra passes it on. */
function paletteOf(props: RecipeProps): SystemStyleObject[] {
  return props.colorPalette ? [{ colorPalette: props.colorPalette }] : [];
}

/**
 * The styles Chakra's own component (`Button`, `Heading`) hands to emotion for one element: its recipe
 * for `props`, then the element's `css` and style props in `own`. Resolved once, they give many plain
 * elements the class each Chakra component would have worked out again (app/recipe-styles.test.tsx renders
 * both and compares).
 */
export function recipeStyles(system: SystemContext, key: string, props: RecipeProps, ...own: SystemStyleObject[]): ResolvedStyle {
  if (!system.isRecipe(key)) throw new Error(`The theme has no recipe '${key}' (app/chakra-theme.ts)`);
  const recipe = system.getRecipeFn(key) as RecipeFn;
  const [variants] = recipe.splitVariantProps(props);
  return system.css(emptyRecipeStyles(system), recipe(variants), ...paletteOf(props), ...own);
}

/** The same for one part of a slot recipe (`Card.Body`, `Avatar.Fallback`); the root takes the palette. */
export function slotStyles(system: SystemContext, key: string, slot: string, props: RecipeProps, ...own: SystemStyleObject[]): ResolvedStyle {
  if (!system.isSlotRecipe(key)) throw new Error(`The theme has no slot recipe '${key}' (app/chakra-theme.ts)`);
  const recipe = system.getSlotRecipeFn(key) as SlotRecipeFn;
  const [variants] = recipe.splitVariantProps(props);
  return system.css(emptyRecipeStyles(system), recipe(variants)[slot], ...(slot === 'root' ? paletteOf(props) : []), ...own);
}

/** The styles `chakra.p` or `chakra.img` hands to emotion for its `css` and style props in `own`. */
export function elementStyles(system: SystemContext, ...own: SystemStyleObject[]): ResolvedStyle {
  return system.css(emptyRecipeStyles(system), ...own);
}
