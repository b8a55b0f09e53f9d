import { walkBlocks } from '@/components/blocks/block-tree';
import { THEME_COLOURS, type ThemeColour } from '@/components/blocks/image/schema';
import { contrastRatio, mix, TEXT_CONTRAST, UI_CONTRAST } from '@/lib/themes/contrast';
import type { CheckFinding, CheckPalette, CheckRuleFunction } from './types';

/** The overlay's least shade (components/blocks/image/view.tsx). */
const MIN_OVERLAY_OPACITY = 0.45;

const colourOf = (palette: CheckPalette, index: unknown): string | null => {
  const name = typeof index === 'number' ? (THEME_COLOURS[index] as ThemeColour | undefined) : undefined;
  return name ? palette[name] : null;
};

/**
 * Text and background colour pairs below WCAG AA with the active theme. The colours an owner picks are
 * an image overlay's (theme colour indexes). Its text lies on the page's background on phones and, from
 * 480 px, on a black shade over the picture: a light picture is the worst case, so the shade is measured
 * over white (view.module.css). The headline is large text (3:1), the text normal text (4.5:1); a button
 * in a theme colour carries the text view.tsx puts on it.
 */
export const contrastRule: CheckRuleFunction = ({ blocks, lookups: { palette } }) => {
  const findings: CheckFinding[] = [];
  const flag = (blockId: string, field: string, ratio: number, min: number) => findings.push({
    rule: 'contrast', severity: 'error', blockId, message: 'checkContrast', values: { field, ratio: Math.floor(ratio * 10) / 10, min },
  });
  for (const { block } of walkBlocks(blocks)) {
    if (block.type !== 'image' || !block.data.src) continue;
    const opacity = Math.max(Number(block.data.overlayOpacity ?? 0) || 0, MIN_OVERLAY_OPACITY);
    const backgrounds = [palette.surface, mix('#000000', '#ffffff', opacity)];
    const texts = [['headlineColour', block.data.headline, UI_CONTRAST], ['textColour', block.data.text, TEXT_CONTRAST]] as const;
    for (const [field, shown, min] of texts) {
      const colour = colourOf(palette, block.data[field]);
      if (!colour || !shown) continue;
      const ratio = Math.min(...backgrounds.map((background) => contrastRatio(colour, background)));
      if (ratio < min) flag(block._id, field, ratio, min);
    }
    const button = colourOf(palette, block.data.buttonColour);
    if (button && block.data.link && block.data.buttonenabled && block.data.buttontext) {
      const text = THEME_COLOURS[block.data.buttonColour as number] === 'surface' ? palette.text : palette.onPrimary;
      const ratio = contrastRatio(text, button);
      if (ratio < TEXT_CONTRAST) flag(block._id, 'buttonColour', ratio, TEXT_CONTRAST);
    }
  }
  return findings;
};
