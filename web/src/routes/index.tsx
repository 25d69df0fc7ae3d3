import { createFileRoute } from '@tanstack/react-router';
import { optionalChoice, searchSchema as schema } from '../lib/search-params';
import { LandingPage } from '../features/landing/components/landing-page';

/** `state` names a landing section to scroll to (used fully by the marketing page). */
const searchSchema = schema({ state: optionalChoice(['home', 'about', 'why', 'values', 'how', 'faq', 'chat']) });

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  component: LandingPage,
});
