import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LandingPage } from '../features/landing/components/landing-page';

/** `state` names a landing section to scroll to (used fully by the marketing page). */
const searchSchema = z.object({
  state: z.enum(['home', 'about', 'why', 'values', 'how', 'faq', 'chat']).optional().catch(undefined),
});

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  component: LandingPage,
});
