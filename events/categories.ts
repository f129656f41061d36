import { accountCategory } from './account';
import { activityCategory } from './activity';
import { aiAnswerCategory } from './ai-answer';
import { companyCategory } from './company';
import { conversationCategory } from './conversation';
import { emailClaimCategory } from './email-claim';
import { employeeCategory } from './employee';
import { employeeEmailsCategory } from './employee-emails';
import { libraryCategories } from './library';
import { mailCategory } from './mail';
import { mailRequestCategory } from './mail-request';
import { userTemplateCategory } from './user-template';

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
} as const;

export type Categories = typeof categories;
export type CategoryName = keyof Categories;
