import { accountCategory } from './account';
import { activityCategory } from './activity';
import { aiAnswerCategory } from './ai-answer';
import { aiTemplateCategory } from './ai-template';
import { apiTokenCategory } from './api-token';
import { brandingCategory } from './branding';
import { calendarFeedCategory } from './calendar-feed';
import { companyCategory } from './company';
import { contactMessageCategory } from './contact-message';
import { conversationCategory } from './conversation';
import { dataSubjectCategory } from './data-subject';
import { emailClaimCategory } from './email-claim';
import { employeeCategory } from './employee';
import { employeeEmailsCategory } from './employee-emails';
import { libraryCategories } from './library';
import { mailCategory } from './mail';
import { mailRequestCategory } from './mail-request';
import { mailOptOutCategory } from './mail-opt-out';
import { overdueDigestCategory } from './overdue-digest';
import { testMailCategory } from './test-mail';
import { userTemplateCategory } from './user-template';
import { webhookCategory } from './webhook';
import { workspaceCategory } from './workspace';

/** Every stream category of the product, by name: routing tables and the upcasters start here. */
export const categories = {
  hr_user: accountCategory,
  hr_email: emailClaimCategory,
  company: companyCategory,
  employee: employeeCategory,
  employee_emails: employeeEmailsCategory,
  goal: libraryCategories.goal,
  ambition: libraryCategories.ambition,
  user_template: userTemplateCategory,
  pop: conversationCategory,
  mail_request: mailRequestCategory,
  mail: mailCategory,
  activity: activityCategory,
  ai_answer: aiAnswerCategory,
  data_subject: dataSubjectCategory,
  contact_message: contactMessageCategory,
  test_mail: testMailCategory,
  ai_template: aiTemplateCategory,
  workspace: workspaceCategory,
  overdue_digest: overdueDigestCategory,
  mail_opt_out: mailOptOutCategory,
  calendar_feed: calendarFeedCategory,
  api_token: apiTokenCategory,
  branding: brandingCategory,
  webhook: webhookCategory,
} as const;

export type Categories = typeof categories;
export type CategoryName = keyof Categories;
