import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from '../components/layout/legal-page';

const SECTIONS: LegalSection[] = [
  {
    title: 'What we collect',
    paragraphs: [
      'Account data: your e-mail address (used to send one-time sign-in codes), and the profile details you choose to add, such as your full name, company, phone number and profile picture.',
      'Product data: the products, stock items, packages, locations and ownership hand-overs that you or your partners register. Each change is recorded as an event in a tamper-evident history.',
      'Public interactions: when you verify a product, report a suspected counterfeit, subscribe or write to us, we keep what you send (for a counterfeit report, the reason and the address derived from your device location if you allow it).',
      'Technical data: IP address and request times, used for security, rate limiting and abuse prevention.',
    ],
  },
  {
    title: 'How we use it',
    paragraphs: [
      'To run the service: sign you in, show authenticity and ownership to the people entitled to see it, and notify brands and owners of requests and counterfeit reports.',
      'To protect the service and its users from fraud and abuse. We do not sell personal data and we do not use it for third-party advertising.',
    ],
  },
  {
    title: 'Who can see what',
    paragraphs: [
      'Anyone holding a product id sees its public page: name or brand, the date it was registered, its last known location and the full name of its current owner, shown as Trusted Owner.',
      'The owners of an item, past and present, and its brand see its full chain of owners and its history; anyone else sees its public tracking page. Brands see counterfeit reports about their products.',
    ],
  },
  {
    title: 'Location',
    paragraphs: [
      'Your device location is only read when you ask for it (for example to fill the address of a counterfeit report). It is turned into a street address by a reverse-geocoding service; the coordinates are not stored with the report.',
    ],
  },
  {
    title: 'Retention',
    paragraphs: [
      'Product histories are kept for as long as the products they describe are in circulation, because their value lies in being complete. Account data is kept while your account is active and deleted on request, except where the law requires us to keep it.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You may ask for a copy of your personal data, its correction or its deletion, and you may unsubscribe from our e-mails at any time. Write to support@provenance.app; we answer within 30 days.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: ['Provenance, 5th Floor, Tower B, DLF Cyber City Phase 2, Gurugram, Haryana 122002, India. E-mail: support@provenance.app.'],
  },
];

export const Route = createFileRoute('/privacy')({
  component: () => (
    <LegalPage
      title="Privacy policy"
      updated="1 November 2026"
      intro="This policy explains what personal data Provenance collects when you verify a product, register products or use your account, why we collect it and what choices you have. We keep only what is needed to prove authenticity and ownership."
      sections={SECTIONS}
    />
  ),
});
