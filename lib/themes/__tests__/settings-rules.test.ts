import { checkThemeSettings, fontFamilyCss, usableSettings } from '../settings-rules';
import { SCHEMA } from './theme-schema-fixture';


describe('checkThemeSettings', () => {
  it('accepts values of the right type and normalises them', () => {
    const result = checkThemeSettings(SCHEMA, {
      primaryColor: '#AABBCC', headingFont: 'Helvetica Neue,  Arial , sans-serif', borderRadius: '0.5rem', buttonStyle: 'pill', showBadges: false,
    });
    expect(result.errors).toEqual([]);
    expect(result.settings).toEqual({
      primaryColor: '#aabbcc', headingFont: 'Helvetica Neue, Arial, sans-serif', borderRadius: '0.5rem', buttonStyle: 'pill', showBadges: false,
    });
  });

  it.each([
    ['primaryColor', 'red'], ['primaryColor', '#fff'], ['primaryColor', '#ffffff;}body{display:none'], ['primaryColor', 12],
    ['headingFont', 'Inter; } body { display: none'], ['headingFont', '"Inter"'], ['headingFont', 'a\\62 c'], ['headingFont', 'A,B,C,D,E'],
    ['headingFont', 'url(https://evil.test/x)'], ['borderRadius', '8px;}'], ['borderRadius', 'calc(1px)'], ['borderRadius', '99999px'],
    ['buttonStyle', 'round'], ['showBadges', 'yes'], ['unknownKey', '#ffffff'],
  ])('refuses %s = %j', (key, value) => {
    const result = checkThemeSettings(SCHEMA, { [key]: value }, 'body.settings');
    expect(result.errors).toEqual([{ path: `body.settings.${key}`, message: expect.any(String) }]);
    expect(result.settings).toEqual({});
  });

  it('keeps only usable stored values when building from the database', () => {
    expect(usableSettings(SCHEMA, { primaryColor: '#123456', backgroundColor: 'red;}*{x:y', other: 1 })).toEqual({ primaryColor: '#123456' });
  });
});

describe('fontFamilyCss', () => {
  it('quotes named font families and leaves generic ones bare', () => {
    expect(fontFamilyCss('DM Sans, system-ui')).toBe('"DM Sans", system-ui');
  });
});
