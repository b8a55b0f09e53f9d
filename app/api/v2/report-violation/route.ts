import { engagementEndpoints, violationReportSchema } from '@/lib/contract/engagement';
import { answerContactFormPost, isFormPost } from '@/lib/http/contact-form-post';
import { handle } from '@/lib/http/handle';
import { parseWith } from '@/lib/http/parse';
import { readReportBody } from '@/lib/http/report-body';
import { logViolationReport } from '@/lib/server/engagement/violation-report';
import { VIOLATION_REPORT_MAX_BYTES } from '@/lib/contract/limits';

export const POST = handle(engagementEndpoints.reportViolation, async ({ shop, request, requestId, locale, client }) => {
  // The contact form block names this address as its action (spec), for browsers without JavaScript.
  if (isFormPost(request)) return answerContactFormPost({ request, shop, locale, client });
  // Read here rather than by the wrapper: browsers send application/csp-report, and the limit is smaller.
  logViolationReport(shop, parseWith(violationReportSchema, await readReportBody(request, VIOLATION_REPORT_MAX_BYTES), 'body'), requestId);
});
