import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from '../components/layout/legal-page';

const SECTIONS: LegalSection[] = [
  {
    title: 'The service',
    paragraphs: [
      'Provenance lets brands register products, give each item and package a unique id and QR code, record hand-overs of ownership and let anyone verify a product. Verification is free and needs no account.',
    ],
  },
  {
    title: 'Accounts',
    paragraphs: [
      'You sign in with your e-mail address and a one-time code. You are responsible for the activity of your account and must keep access to your mailbox secure. Tell us at once if you suspect unauthorised use.',
    ],
  },
  {
    title: 'Your content',
    paragraphs: [
      'You keep ownership of the product data you register. You grant us the licence needed to store it, show it to the people entitled to see it and keep the history of changes intact. You must only register products you are entitled to register, with accurate information.',
    ],
  },
  {
    title: 'Acceptable use',
    paragraphs: [
      'You may not register counterfeit products, file reports you know to be false, attempt to alter or forge a product history, probe or overload the service, or use it to send unsolicited messages. We may suspend accounts that break these rules.',
    ],
  },
  {
    title: 'Verification results',
    paragraphs: [
      'A product that verifies shows the history recorded by its brand and owners. An id or QR code that does not verify is a strong sign of counterfeiting, but we cannot inspect physical goods: verification supports, and does not replace, your own judgement and the brand’s.',
    ],
  },
  {
    title: 'Availability and changes',
    paragraphs: [
      'We aim for the service to be available around the clock and announce planned maintenance in advance. We may improve or change features; material changes to these terms are announced by e-mail at least 30 days before they apply.',
    ],
  },
  {
    title: 'Liability',
    paragraphs: [
      'To the extent the law allows, our liability for any claim related to the service is limited to the fees you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    title: 'Law and contact',
    paragraphs: [
      'These terms are governed by the laws of India, and the courts of Gurugram, Haryana have jurisdiction. Questions: support@provenance.app.',
    ],
  },
];

export const Route = createFileRoute('/terms-and-conditions')({
  component: () => (
    <LegalPage
      title="Terms and conditions"
      updated="1 November 2026"
      intro="These terms govern your use of Provenance, the product authenticity and ownership tracking platform. By using the service you agree to them."
      sections={SECTIONS}
    />
  ),
});
