import { marketOfCookie, modeSegment, parseModeSegment } from '../market-segment';

describe('the market in the internal mode segment', () => {
  it('is added to live mode only', () => {
    expect(modeSegment('live', 'ch')).toBe('live.ch');
    expect(modeSegment('live', null)).toBe('live');
    expect(modeSegment('preview', 'ch')).toBe('preview');
    expect(modeSegment('editor', 'ch')).toBe('editor');
  });

  it('is read back; a malformed segment names no mode, so its page is not found', () => {
    expect(parseModeSegment('live.ch')).toEqual({ mode: 'live', market: 'ch' });
    expect(parseModeSegment('live')).toEqual({ mode: 'live', market: null });
    expect(parseModeSegment('preview')).toEqual({ mode: 'preview', market: null });
    expect(parseModeSegment('live.CH').mode).toBe('live.CH');
    expect(parseModeSegment('live.ch.x').mode).toBe('live.ch.x');
    expect(parseModeSegment('preview.ch').mode).toBe('preview.ch');
  });

  it('comes from a cookie only in a market code\'s form', () => {
    expect(marketOfCookie('uk')).toBe('uk');
    expect(marketOfCookie(undefined)).toBeNull();
    expect(marketOfCookie('../x')).toBeNull();
    expect(marketOfCookie('UK')).toBeNull();
  });
});
