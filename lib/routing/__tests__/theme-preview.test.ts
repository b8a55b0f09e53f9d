import { themePreviewOf } from '@/lib/routing/theme-preview';

const THEME = '00000000-0000-4000-8000-0000000000a1';
const STYLE = '00000000-0000-4000-8000-0000000000b2';

describe('themePreviewOf', () => {
  it('reads the previewed theme and style the editor puts into the address', () => {
    expect(themePreviewOf(new URLSearchParams(`shop=demo&previewTheme=${THEME}&themeStyle=${STYLE}&themeTitle=Aurora`)))
      .toEqual({ previewTheme: THEME, themeStyle: STYLE });
  });

  it.each([
    ['a theme alone', `previewTheme=${THEME}`],
    ['a style alone', `themeStyle=${STYLE}`],
    ['a theme that is no id', `previewTheme=aurora&themeStyle=${STYLE}`],
    ['a style that is no id', `previewTheme=${THEME}&themeStyle=1`],
    ['plain preview', 'preview=1'],
  ])('previews no style for %s', (_, search) => {
    expect(themePreviewOf(new URLSearchParams(search))).toBeNull();
  });
});
