import { defineConfig } from '@chakra-ui/react';
import * as theme from '@chakra-ui/react/theme';

type TokenTree = { [key: string]: unknown };

/**
 * Chakra's semantic tokens with their light value only. The app has no dark mode, and every `_dark`
 * value doubled the conditional tokens: 212 more CSS variables built at every start and sent in every
 * server-rendered page's head.
 */
export function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (key === 'value' && node !== null && typeof node === 'object' && '_light' in node) return [key, node._light];
      return [key, node !== null && typeof node === 'object' ? lightOnly(node as TokenTree) : node];
    }),
  );
}

/**
 * Chakra's default theme with only the recipes of the components we use: its full recipe set was a
 * large part of the first script (docs/decisions/first-script.md "A light first script and a start in
 * stages"). A component left out renders unstyled, so chakra-theme.test.ts fails
 * when client/src imports a Chakra component whose recipe is not here.
 */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: theme.cssVarsPrefix,
  cssVarsRoot: theme.cssVarsRoot,
  globalCss: theme.globalCss,
  theme: {
    breakpoints: theme.breakpoints,
    keyframes: theme.keyframes,
    tokens: theme.tokens,
    semanticTokens: lightOnly(theme.semanticTokens),
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
    recipes: {
      badge: theme.badgeRecipe,
      button: theme.buttonRecipe,
      checkmark: theme.checkmarkRecipe,
      code: theme.codeRecipe,
      container: theme.containerRecipe,
      heading: theme.headingRecipe,
      icon: theme.iconRecipe,
      input: theme.inputRecipe,
      inputAddon: theme.inputAddonRecipe,
      link: theme.linkRecipe,
      radiomark: theme.radiomarkRecipe,
      separator: theme.separatorRecipe,
      skeleton: theme.skeletonRecipe,
      spinner: theme.spinnerRecipe,
      textarea: theme.textareaRecipe,
    },
    slotRecipes: {
      alert: theme.alertSlotRecipe,
      avatar: theme.avatarSlotRecipe,
      card: theme.cardSlotRecipe,
      checkbox: theme.checkboxSlotRecipe,
      dataList: theme.dataListSlotRecipe,
      datePicker: theme.datePickerSlotRecipe,
      dialog: theme.dialogSlotRecipe,
      drawer: theme.drawerSlotRecipe,
      emptyState: theme.emptyStateSlotRecipe,
      field: theme.fieldSlotRecipe,
      list: theme.listSlotRecipe,
      nativeSelect: theme.nativeSelectSlotRecipe,
      progress: theme.progressSlotRecipe,
      radioCard: theme.radioCardSlotRecipe,
      stat: theme.statSlotRecipe,
      switch: theme.switchSlotRecipe,
      table: theme.tableSlotRecipe,
      tabs: theme.tabsSlotRecipe,
      toast: theme.toastSlotRecipe,
    },
  },
});
