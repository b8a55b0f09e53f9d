import { contrastRule } from './contrast';
import { embedTitleRule } from './embed-title';
import { headingsRule } from './headings';
import { imageAltRule } from './image-alt';
import { linksRule } from './links';
import { missingTextRule } from './missing-text';
import { pageWeightRule } from './page-weight';
import type { CheckFinding, CheckInput, CheckRule, CheckRuleFunction } from './types';

/** Every pre-publish check by its kind; the editor and the API run the same ones. */
export const CHECKS: Record<CheckRule, CheckRuleFunction> = {
  'image-alt': imageAltRule,
  contrast: contrastRule,
  headings: headingsRule,
  links: linksRule,
  'embed-title': embedTitleRule,
  'page-weight': pageWeightRule,
  'missing-text': missingTextRule,
};

/** The findings of every check over a draft, grouped by kind in the order of CHECK_RULES. */
export function runChecks(input: CheckInput): CheckFinding[] {
  return Object.values(CHECKS).flatMap((rule) => rule(input));
}
