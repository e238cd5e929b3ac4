import type { ReactNode } from 'react';
import { useChakraContext, type SystemContext } from '@chakra-ui/react';
import { ClassNames } from '@emotion/react';
import type { ResolvedStyle } from './recipe-styles.ts';

type StylesOf<Name extends string> = (system: SystemContext) => Record<Name, ResolvedStyle>;

const resolvedBySystem = new WeakMap<SystemContext, WeakMap<StylesOf<string>, [string, ResolvedStyle][]>>();

function resolve<Name extends string>(system: SystemContext, styles: StylesOf<Name>): [Name, ResolvedStyle][] {
  let bySystem = resolvedBySystem.get(system);
  if (!bySystem) resolvedBySystem.set(system, (bySystem = new WeakMap()));
  let resolved = bySystem.get(styles);
  if (!resolved) bySystem.set(styles, (resolved = Object.entries(styles(system))));
  return resolved as [Name, ResolvedStyle][];
}

/**
 * Class names for plain elements, from styles resolved once per system and `styles` function (define it
 * at module level); emotion still serialises each style as it renders. A Chakra component works out its
 * recipe and tokens on every render of every instance: a directory page did that for each of a dozen cards' ten parts while the app adopted it
 * (README, "Directory cards"). Emotion inserts the rules as it does a component's, so a page rendered
 * on the server carries them in its head.
 */
export function ResolvedClasses<Name extends string>({
  styles,
  children,
}: {
  styles: StylesOf<Name>;
  children: (classes: Record<Name, string>) => ReactNode;
}) {
  const resolved = resolve(useChakraContext(), styles);
  return (
    <ClassNames>
      {({ css }) => children(Object.fromEntries(resolved.map(([name, style]) => [name, css(style)])) as Record<Name, string>)}
    </ClassNames>
  );
}
