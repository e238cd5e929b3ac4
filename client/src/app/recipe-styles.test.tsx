import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar, Button, Card, ChakraProvider, Heading, Text, chakra } from '@chakra-ui/react';
import { appSystem } from './theme.ts';
import { elementStyles, recipeStyles, slotStyles, type ResolvedStyle } from '../components/recipe-styles.ts';
import { ResolvedClasses } from '../components/resolved-classes.tsx';
import type { ReactNode } from 'react';

const system = appSystem();

/** The emotion class (`css-…`) of the first element marked `data-probe`. */
function classOf(element: ReactNode): string {
  const html = renderToString(<ChakraProvider value={system}>{element}</ChakraProvider>);
  const tag = /<[^>]*data-probe[^>]*>/.exec(html)?.[0] ?? '';
  return (
    /class="([^"]*)"/
      .exec(tag)?.[1]
      ?.split(' ')
      .find((name) => name.startsWith('css-')) ?? `none in ${html}`
  );
}

function resolvedClassOf(style: ResolvedStyle): string {
  const styles = () => ({ probe: style });
  return classOf(
    <ResolvedClasses styles={styles}>
      {(classes) => <div data-probe className={classes.probe} />}
    </ResolvedClasses>,
  );
}

const cardCss = { '& .x': { color: 'gray.700', lineClamp: '3' } };

describe('styles resolved once are the ones Chakra components give', () => {
  it('a card and its parts', () => {
    expect(resolvedClassOf(slotStyles(system, 'card', 'root', {}, { h: 'full' }))).toBe(
      classOf(<Card.Root data-probe h="full" />),
    );
    expect(resolvedClassOf(slotStyles(system, 'card', 'body', {}, cardCss, { gap: '4' }))).toBe(
      classOf(
        <Card.Root>
          <Card.Body data-probe gap="4" css={cardCss} />
        </Card.Root>,
      ),
    );
    expect(resolvedClassOf(slotStyles(system, 'card', 'footer', {}, { gap: '2', flexWrap: 'wrap' }))).toBe(
      classOf(
        <Card.Root>
          <Card.Footer data-probe gap="2" flexWrap="wrap" />
        </Card.Root>,
      ),
    );
  });
  it('an avatar', () => {
    expect(resolvedClassOf(slotStyles(system, 'avatar', 'root', { size: 'lg', colorPalette: 'teal' }))).toBe(
      classOf(<Avatar.Root data-probe size="lg" colorPalette="teal" />),
    );
    expect(
      resolvedClassOf(slotStyles(system, 'avatar', 'fallback', { size: 'lg', colorPalette: 'teal' })),
    ).toBe(
      classOf(
        <Avatar.Root size="lg" colorPalette="teal">
          <Avatar.Fallback data-probe />
        </Avatar.Root>,
      ),
    );
  });
  it('plain Chakra elements and text', () => {
    const photo = {
      position: 'absolute',
      inset: '0',
      boxSize: 'full',
      objectFit: 'cover',
      borderRadius: 'var(--avatar-radius)',
    } as const;
    expect(resolvedClassOf(elementStyles(system, photo))).toBe(classOf(<chakra.img data-probe {...photo} />));
    expect(resolvedClassOf(elementStyles(system, cardCss))).toBe(
      classOf(<chakra.p data-probe css={cardCss} />),
    );
    expect(resolvedClassOf(elementStyles(system, { fontSize: 'sm', color: 'gray.500' }))).toBe(
      classOf(<Text data-probe fontSize="sm" color="gray.500" />),
    );
  });
  it('a heading and buttons', () => {
    expect(resolvedClassOf(recipeStyles(system, 'heading', { size: 'md' }, { lineClamp: 2 }))).toBe(
      classOf(<Heading data-probe size="md" lineClamp={2} />),
    );
    expect(
      resolvedClassOf(recipeStyles(system, 'button', { variant: 'outline' }, { flex: '1 0 auto' })),
    ).toBe(classOf(<Button data-probe variant="outline" flex="1 0 auto" />));
    expect(
      resolvedClassOf(recipeStyles(system, 'button', { colorPalette: 'teal' }, { flex: '1 0 auto' })),
    ).toBe(classOf(<Button data-probe colorPalette="teal" flex="1 0 auto" />));
  });
  it('refuse a recipe the theme leaves out, which would draw the element unstyled', () => {
    expect(() => slotStyles(system, 'carousel', 'root', {})).toThrow("no slot recipe 'carousel'");
    expect(() => recipeStyles(system, 'kbd', {})).toThrow("no recipe 'kbd'");
  });
  it('insert only the classes a render asks for', () => {
    const styles = () => ({
      used: elementStyles(system, { color: 'teal.700' }),
      unused: elementStyles(system, { color: 'red.700' }),
    });
    const page = (
      <ChakraProvider value={system}>
        <ResolvedClasses styles={styles}>{(classes) => <p className={classes.used}>x</p>}</ResolvedClasses>
      </ChakraProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('color:var(--chakra-colors-teal-700)');
    expect(html).not.toContain('color:var(--chakra-colors-red-700)');
    // The second render takes the styles serialised by the first, and gives the same class.
    expect(renderToString(page)).toBe(html);
  });
});
