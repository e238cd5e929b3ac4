import { describe, expect, test } from 'vitest';
import { collectStyles } from './collect-styles.ts';

describe('collectStyles', () => {
  test('moves every component rule into one head element naming them all, once each', () => {
    const markup =
      '<style data-emotion="css abc">.css-abc{color:red}</style><p class="css-abc">a</p>' +
      '<style data-emotion="css def abc">.css-def{margin:0}</style><p class="css-def">b</p>';
    const { styles, markup: body } = collectStyles(markup);
    expect(body).toBe('<p class="css-abc">a</p><p class="css-def">b</p>');
    expect(styles).toBe('<style data-page-styles="abc def" data-s="">.css-abc{color:red}.css-def{margin:0}</style>');
  });

  test('keeps global styles as their own elements, which the app replaces when it mounts', () => {
    const global = '<style data-emotion="css-global 1x">html{line-height:1.5}</style>';
    const { styles, markup } = collectStyles(`${global}<main>text</main>`);
    expect(markup).toBe('<main>text</main>');
    expect(styles).toBe('<style data-s="" data-emotion="css-global 1x">html{line-height:1.5}</style>');
  });

  test('leaves markup without styles as it is', () => {
    expect(collectStyles('<main>text</main>')).toEqual({ styles: '', markup: '<main>text</main>' });
  });
});
